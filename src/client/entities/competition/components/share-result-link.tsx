import { Share2 } from "lucide-react";
import { Link } from "wouter";
import { cn } from "#client/lib/cn.ts";
import { paths } from "#client/lib/paths.ts";
import { RESULT_MSG } from "#shared/messages/competitions.results.ts";

/**
 * "Share my result": opens the member's result card, where it is shared. `detail` tells
 * several such links apart for a screen reader ("as Mayor"), after the words everyone reads.
 */
export function ShareResultLink({
  competitionId,
  userId,
  detail,
  className,
}: {
  competitionId: string;
  userId: string;
  detail?: string;
  className?: string;
}) {
  return (
    <Link
      href={paths.result.getHref(competitionId, userId)}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full font-semibold text-brand-strong underline-offset-2 hover:underline",
        className,
      )}
    >
      <Share2 aria-hidden="true" className="size-4 shrink-0" />
      {RESULT_MSG.shareMine}
      {detail ? <span className="sr-only"> {detail}</span> : null}
    </Link>
  );
}
