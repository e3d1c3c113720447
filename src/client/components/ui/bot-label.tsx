import { cn } from "#client/lib/cn.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";

/**
 * "Bot" beside an automated account's name, as social sites label bot accounts. Only where the
 * server named the author: an anonymous quip carries no author, so never shows it. Text alone:
 * it sits on the quip cards of the first page, whose script has a budget.
 */
export function BotLabel({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700",
        className,
      )}
    >
      {QUIP_CARD_MSG.botLabel}
    </span>
  );
}
