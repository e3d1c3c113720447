import { UserRound } from "lucide-react";
import { Link } from "wouter";
import { BotLabel } from "#client/components/ui/bot-label.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { paths } from "#client/lib/paths.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import { revealTimeOf } from "#shared/rules/anonymity.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { YouMarker } from "./you-marker";

const HOUR = 60 * 60 * 1000;

/** The name a quip shows: its author's, "anonymous" while hidden, "Unknown" when gone. */
export function quipAuthorName(quip: Pick<Quip, "author" | "isAnonymous">): string {
  if (quip.author) return quip.author.username;
  return quip.isAnonymous ? QUIP_CARD_MSG.anonymous : QUIP_CARD_MSG.unknownAuthor;
}

/** Hours until the quip is revealed, or 0 once its 48 hours are over. */
function hoursUntilReveal(createdAt: string, now: number): number {
  const left = revealTimeOf(new Date(createdAt)).getTime() - now;
  return left > 0 ? Math.ceil(left / HOUR) : 0;
}

/** A generic face for anonymous and unknown authors. */
export function AnonymousAvatar() {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gray-200 text-gray-600"
    >
      <UserRound className="size-5" />
    </span>
  );
}

/**
 * Avatar and name. While a quip is anonymous the server names its author to administrators
 * only; its author sees it as everyone does, marked "you", with the time until it is revealed.
 * A named author that is a bot (QuipBot, once revealed) is labelled so.
 */
export function QuipAuthor({
  quip,
  now,
  onNavigate,
}: {
  quip: Quip;
  now: number;
  onNavigate?: (() => void) | undefined;
}) {
  const { author } = quip;
  const hoursLeft = quip.isAnonymous ? hoursUntilReveal(quip.createdAt, now) : 0;
  return (
    <div className="flex min-w-0 items-center gap-3">
      {author ? <UserAvatar user={author} size="card" /> : <AnonymousAvatar />}
      <div className="min-w-0">
        {author ? (
          <span className="flex min-w-0 items-center gap-2">
            <Link
              href={paths.profile.getHref(author.id)}
              onClick={onNavigate}
              className="block min-w-0 truncate font-semibold text-gray-900 hover:underline"
            >
              {author.username}
            </Link>
            {author.isBot ? <BotLabel /> : null}
          </span>
        ) : (
          <span className="flex items-baseline gap-2">
            <span className="truncate font-semibold text-gray-700">{quipAuthorName(quip)}</span>
            {quip.isOwn && hoursLeft > 0 ? <YouMarker /> : null}
          </span>
        )}
        {hoursLeft > 0 && (author || quip.isOwn) ? (
          <span className="block text-xs text-gray-600">
            {quip.isOwn
              ? `Anonymous for ${hoursLeft} more ${hoursLeft === 1 ? "hr" : "hrs"}`
              : "Anonymous to members"}
          </span>
        ) : null}
      </div>
    </div>
  );
}
