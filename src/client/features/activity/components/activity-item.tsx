import { Link } from "wouter";
import { activityIcon } from "#client/features/activity/lib/activity-icons.ts";
import {
  activityHref,
  isWarningNotice,
  viewActivity,
} from "#client/features/activity/lib/describe-activity.ts";
import { cn } from "#client/lib/cn.ts";
import { paths } from "#client/lib/paths.ts";
import { useNow } from "#client/lib/use-now.ts";
import { ACTIVITY_MSG } from "#shared/messages/activity.ts";
import { NOTICE_MSG } from "#shared/messages/activity-notices.ts";
import { relativeTime } from "#shared/rules/relative-time.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";
import { CompetitionDetails } from "./competition-details";
import { QuipExcerpt } from "./quip-excerpt";

const linkClass = "font-semibold text-gray-900 underline-offset-2 hover:underline";

/**
 * One notification: who did what, the quip it is about (100 characters), and when; one that
 * was unread when the page opened is tinted and marked "New".
 */
export function ActivityItemCard({
  item,
  isUnread,
  userId,
}: {
  item: ActivityItem;
  isUnread: boolean;
  /** Whose activity it is: the member reading it. */
  userId: string;
}) {
  const view = viewActivity(item);
  const { icon: Icon, tone } = activityIcon(item.type);
  const when = relativeTime(item.createdAt, new Date(useNow()));
  return (
    <li
      className={cn(
        "flex gap-3 px-4 py-4 sm:px-5",
        isUnread && "bg-brand-soft shadow-[inset_3px_0_0_var(--color-brand)]",
      )}
    >
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-full",
          tone,
          // Keeps a bubble of the row's own tint apart from it.
          isUnread && "ring-2 ring-white",
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-gray-800">
          {view.actor ? (
            <Link href={paths.profile.getHref(view.actor.id)} className={linkClass}>
              @{view.actor.username}
            </Link>
          ) : view.actor === null ? (
            <span className="font-semibold text-gray-900">{NOTICE_MSG.someoneAnonymous}</span>
          ) : null}
          {view.actor === undefined ? view.action : ` ${view.action}`}
        </p>
        {view.fineLine ? <p className="mt-0.5 text-sm text-gray-600">{view.fineLine}</p> : null}
        {isWarningNotice(item) ? (
          <Link
            href={activityHref(item)}
            className="mt-1 inline-block text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
          >
            {NOTICE_MSG.openWarnings}
          </Link>
        ) : null}
        {item.quip ? <QuipExcerpt quip={item.quip} /> : null}
        {item.type === "competition_result" ? (
          <CompetitionDetails item={item} userId={userId} />
        ) : null}
        <p className="mt-1.5 flex items-center gap-2 text-xs text-gray-600">
          <time dateTime={item.createdAt}>{when.endsWith("ago") ? when : `${when} ago`}</time>
          {isUnread ? (
            <span className="rounded-full bg-brand-strong px-2 py-0.5 font-semibold text-white">
              {ACTIVITY_MSG.unreadMark}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
