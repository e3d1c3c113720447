import { Bell, ChevronRight } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Link } from "wouter";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useRecentActivity } from "#client/features/activity/api/get-activity.ts";
import { paths } from "#client/lib/paths.ts";
import { LIMITS } from "#shared/limits.ts";
import { ACTIVITY_MSG } from "#shared/messages/activity.ts";

// The words of every kind of notice are not part of any first load: a member's card fetches
// them as it first shows, beside their activity, and a visitor never does.
const loadItems = () => import("./recent-activity-items");
const RecentActivityItems = lazy(() =>
  loadItems().then((m) => ({ default: m.RecentActivityItems })),
);

function Loading() {
  return (
    <div className="mt-3 space-y-3" role="status" aria-label="Loading recent activity">
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
    </div>
  );
}

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
  useEffect(() => {
    void loadItems();
  }, []);
  return (
    <Card as="section" aria-labelledby="recent-activity-title" className="p-5">
      <h2 id="recent-activity-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Bell aria-hidden="true" className="size-5 text-brand" />
        {ACTIVITY_MSG.title}
      </h2>
      {activity.isPending ? (
        <Loading />
      ) : activity.isError ? (
        <p className="mt-3 text-sm text-gray-700">Recent activity could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{ACTIVITY_MSG.empty}</p>
      ) : (
        <Suspense fallback={<Loading />}>
          <RecentActivityItems items={items} onNavigate={onNavigate} />
        </Suspense>
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
