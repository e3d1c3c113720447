import { Fingerprint, Flag, MessageCircle, Share2 } from "lucide-react";
import { lazy, type MouseEvent, type ReactNode, Suspense } from "react";
import { Link } from "wouter";
import { useAdminMode } from "#client/entities/quip/hooks/use-admin-mode.ts";
import { useQuipLike } from "#client/entities/quip/hooks/use-quip-like.ts";
import { shareQuip } from "#client/entities/quip/lib/share-quip.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useIsAdmin } from "#client/lib/auth/get-is-admin.ts";
import { useAwaitingApproval } from "#client/lib/auth/use-awaiting-approval.ts";
import { cn } from "#client/lib/cn.ts";
import { showFullDateTime } from "#client/lib/full-date-time.ts";
import { paths } from "#client/lib/paths.ts";
import { useNow } from "#client/lib/use-now.ts";
import { GUESS_MSG } from "#shared/messages/guesses.ts";
import { REPORT_MSG } from "#shared/messages/moderation.ts";
import { relativeTime } from "#shared/rules/relative-time.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { BookmarkButton } from "./bookmark-button";
import { DeleteQuipButton } from "./delete-quip-button";
import { EditQuipButton } from "./edit-quip-button";
import { LikeButton } from "./like-button";
import { QuipActionButton, quipActionClass } from "./quip-action";
import { QuipAuthor, quipAuthorName } from "./quip-author";
import { QuipText } from "./quip-text";
import { TopicTag } from "./topic-tag";

// Loaded after the page, and only for a member's card that needs them.
const loadExtras = () => import("./quip-card-extras");
const QuipSafetyButton = lazy(() => loadExtras().then((m) => ({ default: m.QuipSafetyButton })));
const FoldedQuip = lazy(() => loadExtras().then((m) => ({ default: m.FoldedQuip })));

export type QuipCardProps = {
  quip: Quip;
  /** Runs before a link on the card is followed (the home feed saves its filter and page). */
  onNavigate?: (() => void) | undefined;
  /**
   * The flag button (quip detail) that opens and closes the report form: absent on one's own
   * quip, and a "Reported" mark once the member's report awaits review.
   */
  showFlagButton?: boolean;
  onFlagClick?: (() => void) | undefined;
  /** Whether the report form is open (the flag's aria-expanded). */
  isReportOpen?: boolean;
  /** More controls at the end of the action row (e.g. Edit). */
  extraActions?: ReactNode;
  /**
   * After this quip left the reader's lists from its card: deleted, or hidden with its author,
   * or its author muted or blocked.
   */
  onDeleted?: (() => void) | undefined;
  className?: string;
  /** The list page this card came in on (found again when the feed restores its place). */
  feedPage?: number;
};

/** A card of a list, which carries its page and quip (`data-feed-page`, `data-quip-id`). */
export const FEED_CARD_SELECTOR = "[data-feed-page]";

const INTERACTIVE =
  "a, button, input, textarea, select, label, [role='dialog'], [role='alertdialog']";

/**
 * One quip: author, time, text (a punchline behind its tap), topic, how many guessed its author
 * once it is revealed, and like / comments / share / bookmark / delete, and for another
 * member's quip a menu (a guess at its author while anonymous; mute, block or hide). A quip
 * with one of the reader's muted
 * words is one line until the reader opens it.
 */
export function QuipCard({
  quip,
  onNavigate,
  showFlagButton = false,
  onFlagClick,
  isReportOpen = false,
  extraActions,
  onDeleted,
  className,
  feedPage,
}: QuipCardProps) {
  const now = useNow();
  const like = useQuipLike(quip);
  const isWaiting = useAwaitingApproval();
  const { data: viewer } = useCurrentUser();
  const { isAdmin } = useIsAdmin();
  const isAdminMode = useAdminMode();
  const mayDelete = quip.isOwn || (isAdmin && isAdminMode);
  const mayMuteOrHide = Boolean(viewer) && !quip.isOwn && (quip.isAnonymous || quip.author);
  const posted = relativeTime(quip.createdAt, new Date(now));
  const postedAgo = posted.endsWith("ago") ? posted : `${posted} ago`;

  function onDoubleClick(event: MouseEvent<HTMLElement>) {
    const target = event.target as Element;
    // Only the card itself: not its controls, nor a dialog rendered from it.
    if (!event.currentTarget.contains(target) || target.closest(INTERACTIVE)) return;
    window.getSelection()?.removeAllRanges();
    like.like();
  }

  const card = (
    <article
      aria-label={`Quip by ${quipAuthorName(quip)}, ${postedAgo}`}
      onDoubleClick={onDoubleClick}
      data-feed-page={feedPage}
      data-quip-id={feedPage === undefined ? undefined : quip.id}
      className={cn(
        "rounded-2xl border border-gray-200 bg-white px-4 pt-4 pb-2 shadow-xs sm:px-5 sm:pt-5",
        className,
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <QuipAuthor quip={quip} now={now} onNavigate={onNavigate} />
        <Link
          href={paths.quip.getHref(quip.id)}
          onClick={onNavigate}
          aria-label={`Open quip, posted ${postedAgo}${quip.isEdited ? ", edited" : ""}`}
          className="shrink-0 rounded pt-0.5 text-sm text-gray-600 hover:text-gray-900 hover:underline"
        >
          <time dateTime={quip.createdAt} onPointerEnter={showFullDateTime}>
            {posted}
          </time>
          {quip.isEdited ? " · edited" : null}
        </Link>
      </header>

      <div className="mt-3">
        <QuipText quip={quip} onNavigate={onNavigate} />
      </div>
      {quip.topicOfTheDay ? (
        <div className="mt-3">
          <TopicTag quip={quip} onNavigate={onNavigate} />
        </div>
      ) : null}
      {quip.guesses && quip.guesses.total > 0 ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-gray-700">
          <Fingerprint aria-hidden="true" className="size-4 shrink-0 text-brand-strong" />
          {GUESS_MSG.tally(quip.guesses.correct, quip.guesses.total)}
        </p>
      ) : null}

      <footer className="-mx-2 mt-2 flex flex-wrap items-center gap-x-0.5 gap-y-1 sm:gap-1">
        <LikeButton
          isLiked={quip.isLiked}
          likesCount={quip.likesCount}
          popKey={like.popKey}
          onToggle={like.toggle}
          disabled={isWaiting}
        />
        <Link
          href={paths.quip.getHref(quip.id)}
          onClick={onNavigate}
          aria-label={`Comments, ${quip.commentsCount}`}
          className={quipActionClass()}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          <span className="tabular-nums">{quip.commentsCount}</span>
        </Link>
        <QuipActionButton aria-label="Share quip" onClick={() => void shareQuip(quip)}>
          <Share2 aria-hidden="true" className="size-5" />
        </QuipActionButton>
        <BookmarkButton quip={quip} />
        <div className="ml-auto flex items-center gap-1">
          <EditQuipButton quip={quip} />
          {extraActions}
          {!showFlagButton || quip.isOwn ? null : quip.isReported ? (
            <span
              title={REPORT_MSG.reportedNote}
              className="inline-flex h-10 shrink-0 items-center gap-1.5 px-2.5 text-sm font-semibold text-amber-800"
            >
              <Flag aria-hidden="true" className="size-5 shrink-0 fill-current" />
              <span>{REPORT_MSG.reported}</span>
              <span className="sr-only">{REPORT_MSG.reportedNote}</span>
            </span>
          ) : (
            <QuipActionButton
              aria-label="Report quip"
              aria-expanded={isReportOpen}
              onClick={onFlagClick}
              className={cn(isReportOpen && "bg-amber-50 text-amber-800")}
            >
              <Flag aria-hidden="true" className="size-5" />
            </QuipActionButton>
          )}
          {mayDelete ? (
            <DeleteQuipButton quipId={quip.id} isOwn={quip.isOwn} onDeleted={onDeleted} />
          ) : null}
          {mayMuteOrHide ? (
            <Suspense fallback={<span aria-hidden="true" className="size-10 shrink-0" />}>
              <QuipSafetyButton quip={quip} onGone={onDeleted} />
            </Suspense>
          ) : null}
        </div>
      </footer>
    </article>
  );
  if (!quip.containsMutedWord) return card;

  const foldedClass = cn(
    "block rounded-2xl border border-gray-200 bg-white px-4 py-3 shadow-xs sm:px-5",
    className,
  );
  return (
    // Until the fold's words arrive, an empty line of its height holds its place.
    <Suspense
      fallback={
        <article aria-hidden="true" className={foldedClass}>
          <p className="h-5" />
        </article>
      }
    >
      <FoldedQuip card={card} className={foldedClass} feedPage={feedPage} quipId={quip.id} />
    </Suspense>
  );
}
