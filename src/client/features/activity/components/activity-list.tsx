import { Bell } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { QuipListError, QuipListLoadingMore } from "#client/entities/quip/index.ts";
import { useActivityFeed } from "#client/features/activity/api/get-activity-feed.ts";
import { useUnreadCount } from "#client/features/activity/api/get-unread-count.ts";
import { useMarkRead } from "#client/features/activity/api/mark-read.ts";
import { useLoadMoreNear } from "#client/lib/use-load-more-near.ts";
import { LIMITS } from "#shared/limits.ts";
import { ACTIVITY_MSG } from "#shared/messages/activity.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";
import { ActivityItemCard } from "./activity-item";

const m = ACTIVITY_MSG;

/**
 * The member's notifications, 10 at a time; the next ones load within 500 px of the bottom.
 * Opening it marks them read up to the newest shown, and those that were unread keep their
 * mark for as long as the page stays open; new ones arrive at the top (`useLiveUnreadCount`).
 */
export function ActivityList({ userId }: { userId: string }) {
  const feed = useActivityFeed(userId);
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const wasUnread = useMarkReadOnSight(userId, items);
  const mayLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  const sentinel = useLoadMoreNear({
    enabled: mayLoadMore,
    thresholdPx: LIMITS.activityScrollThresholdPx,
    onLoadMore: () => void feed.fetchNextPage(),
    pageCount: feed.data?.pages.length ?? 0,
  });

  if (feed.isPending) return <ActivitySkeleton />;
  if (feed.isError && !feed.data) {
    return <QuipListError message={m.failed} onRetry={() => void feed.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <Card className="px-6 py-10 text-center">
        <Bell aria-hidden="true" className="mx-auto size-8 text-gray-500" />
        <p className="mt-3 text-lg font-bold text-gray-900">{m.empty}</p>
        <p className="mx-auto mt-1 max-w-sm text-gray-700">
          Likes, comments, follows and mentions of your quips will show up here.
        </p>
      </Card>
    );
  }
  return (
    <>
      <Card className="overflow-hidden">
        <ul
          aria-label="Your activity"
          aria-busy={feed.isFetchingNextPage}
          className="divide-y divide-gray-100"
        >
          {items.map((item) => (
            <ActivityItemCard
              key={item.id}
              item={item}
              isUnread={wasUnread.has(item.id)}
              userId={userId}
            />
          ))}
        </ul>
      </Card>
      <div ref={sentinel} aria-hidden="true" />
      {feed.isFetchingNextPage ? <QuipListLoadingMore label="Loading more activity..." /> : null}
      {feed.isFetchNextPageError ? (
        <QuipListError message={m.failed} onRetry={() => void feed.fetchNextPage()} />
      ) : null}
      {!feed.hasNextPage && !feed.isFetchNextPageError ? (
        <p className="py-6 text-center text-sm text-gray-600">{m.end}</p>
      ) : null}
    </>
  );
}

/**
 * Marks the notifications read up to the newest shown whenever something shown is unread
 * (once per newest item); answers the ids that were unread when they were shown, on this visit.
 */
function useMarkReadOnSight(userId: string, items: ActivityItem[]): ReadonlySet<string> {
  const unreadCount = useUnreadCount(userId);
  const markRead = useMarkRead(userId);
  const markedUpTo = useRef<string | null>(null);
  const [wasUnread, setWasUnread] = useState<ReadonlySet<string>>(() => new Set());
  const newestId = items[0]?.id;
  const unreadIds = items.filter((item) => item.unread).map((item) => item.id);
  const hasUnread = unreadIds.length > 0 || (unreadCount ?? 0) > 0;
  // Kept through the refetches that bring them back read (React's "state from the last render").
  if (unreadIds.some((id) => !wasUnread.has(id))) {
    setWasUnread(new Set([...wasUnread, ...unreadIds]));
  }

  const { mutate } = markRead;
  useEffect(() => {
    if (!newestId || !hasUnread || markedUpTo.current === newestId) return;
    markedUpTo.current = newestId;
    mutate({ upTo: newestId });
  }, [newestId, hasUnread, mutate]);

  return wasUnread;
}

function ActivitySkeleton() {
  return (
    <Card role="status" aria-label="Loading your activity" className="divide-y divide-gray-100">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className="flex gap-3 px-4 py-4 sm:px-5">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-10 w-full rounded-xl" />
          </div>
        </div>
      ))}
    </Card>
  );
}
