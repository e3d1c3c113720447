import { Bell, ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useRecentActivity } from "#client/features/activity/api/get-activity.ts";
import { activityHref, describeActivity } from "#client/features/activity/lib/describe-activity.ts";
import { paths } from "#client/lib/paths.ts";
import { useNow } from "#client/lib/use-now.ts";
import { LIMITS } from "#shared/limits.ts";
import { ACTIVITY_MSG } from "#shared/messages/activity.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import { relativeTime } from "#shared/rules/relative-time.ts";

/** The sidebar's latest three notifications, each with a 60-character quip excerpt. */
export function RecentActivityCard({
  userId,
  onNavigate,
}: {
  userId: string;
  onNavigate?: () => void;
}) {
  const activity = useRecentActivity(userId, LIMITS.sidebarActivityItems);
  const items = activity.data?.items.slice(0, LIMITS.sidebarActivityItems) ?? [];
  const now = new Date(useNow());
  return (
    <Card as="section" aria-labelledby="recent-activity-title" className="p-5">
      <h2 id="recent-activity-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Bell aria-hidden="true" className="size-5 text-brand" />
        {ACTIVITY_MSG.title}
      </h2>
      {activity.isPending ? (
        <div className="mt-3 space-y-3" role="status" aria-label="Loading recent activity">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : activity.isError ? (
        <p className="mt-3 text-sm text-gray-700">Recent activity could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{ACTIVITY_MSG.empty}</p>
      ) : (
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
      )}
      <Link
        href={paths.activity.getHref()}
        onClick={onNavigate}
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
      >
        View all activity
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
