import { Link } from "wouter";
import { activityHref, describeActivity } from "#client/features/activity/lib/describe-activity.ts";
import { useNow } from "#client/lib/use-now.ts";
import { LIMITS } from "#shared/limits.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import { relativeTime } from "#shared/rules/relative-time.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";

/** The sidebar's notifications in words, each with a 60-character quip excerpt and its age. */
export function RecentActivityItems({
  items,
  onNavigate,
}: {
  items: ActivityItem[];
  onNavigate: (() => void) | undefined;
}) {
  const now = new Date(useNow());
  return (
    <ul className="mt-2 -mx-2">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={activityHref(item)}
            onClick={onNavigate}
            className="block rounded-lg px-2 py-2 hover:bg-gray-50"
          >
            <span className="block text-sm font-semibold text-gray-900">
              {describeActivity(item)}
            </span>
            {item.quip ? (
              <span className="line-clamp-2 block text-sm text-gray-700">
                “{excerpt(item.quip.content, LIMITS.sidebarActivityExcerpt)}”
              </span>
            ) : null}
            <span className="block text-xs text-gray-600 tabular-nums">
              {relativeTime(item.createdAt, now)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
