import { Bot } from "lucide-react";
import { CLIENT_MSG } from "../../../shared/messages";
import { cn } from "../../lib/cn";

/**
 * "Bot" beside an automated account's name, as social sites label bot accounts. Only where the
 * server named the author: an anonymous quip carries no author, so never shows it.
 */
export function BotLabel({ className }: { className?: string }) {
  return (
    <span
      title={CLIENT_MSG.quip.botLabelTitle}
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700",
        className,
      )}
    >
      <Bot aria-hidden="true" className="size-3.5" />
      {CLIENT_MSG.quip.botLabel}
    </span>
  );
}
