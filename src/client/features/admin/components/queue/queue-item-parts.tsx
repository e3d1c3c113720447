import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { paths } from "#client/lib/paths.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { WATCHED_WORDS_MSG } from "#shared/messages/watched-words.ts";

export const personLink =
  "font-semibold text-gray-900 underline decoration-gray-400 underline-offset-2 hover:decoration-gray-900";

/** A member's name as a link to their profile. */
export function PersonLink({ id, username }: { id: string; username: string }) {
  return (
    <Link href={paths.profile.getHref(id)} className={`${personLink} break-all`}>
      {username}
    </Link>
  );
}

/**
 * Who wrote an item, as the queue may say it: their name as a link, or the anonymous label
 * (decision 0152); `children` adds when.
 */
export function Byline({
  what,
  author,
  anonymous,
  children,
}: {
  what: string;
  author: { id: string; username: string } | null;
  anonymous: string;
  children?: ReactNode;
}) {
  return (
    <p className="text-sm text-gray-700">
      {what} by{" "}
      {author ? (
        <PersonLink id={author.id} username={author.username} />
      ) : (
        <span className="font-semibold text-gray-900">{anonymous}</span>
      )}
      {children}
    </p>
  );
}

/** The quip or comment text that was reported, as its author wrote it. */
export function ReportedText({ children }: { children: ReactNode }) {
  return (
    <blockquote className="rounded-xl border-l-4 border-gray-300 bg-gray-50 px-4 py-3 break-words whitespace-pre-wrap text-gray-900">
      {children}
    </blockquote>
  );
}

/** Opens the quip (a comment's quip) in the site, where a moderator reads it as members do. */
export function ViewQuipLink({ quipId }: { quipId: string }) {
  return (
    <Link
      href={paths.quip.getHref(quipId)}
      className={buttonVariants({ variant: "ghost", size: "sm" })}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      View quip
    </Link>
  );
}

/** Why a reported item waits, for its title: its reports, or a watched word alone. */
export function waitingReason(item: { reportCount: number; watchedWords: string[] }): string {
  return item.reportCount === 0 && item.watchedWords.length > 0
    ? WATCHED_WORDS_MSG.flaggedByWord
    : ADMIN_MSG.moderation.reports(item.reportCount);
}

/** The `flag` watched words that placed an item in the queue (decision 0159). */
export function WatchedWordList({ words }: { words: string[] }) {
  if (words.length === 0) return null;
  return (
    <ul aria-label="Watched words" className="flex flex-wrap gap-2">
      {words.map((word) => (
        <li
          key={word}
          className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
        >
          {WATCHED_WORDS_MSG.queueWord(word)}
        </li>
      ))}
    </ul>
  );
}
