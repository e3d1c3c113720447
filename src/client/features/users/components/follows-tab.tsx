import { Users } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { TabEmpty, TabHeading } from "#client/components/ui/tab-section.tsx";
import { QuipListError } from "#client/entities/quip/index.ts";
import { FollowRow } from "#client/entities/user/index.ts";
import { type FollowDirection, useFollows } from "#client/features/users/api/get-follows.ts";

const TEXT = {
  followers: { title: "Followers", empty: "No followers yet", failed: "Failed to load followers" },
  following: {
    title: "Following",
    empty: "Not following anyone yet",
    failed: "Failed to load who this member follows",
  },
} as const;

/** Who follows the member, or whom they follow, 20 at a time. */
export function FollowsTab({
  userId,
  direction,
  count,
  viewerId,
}: {
  userId: string;
  direction: FollowDirection;
  count: number;
  viewerId: string;
}) {
  const follows = useFollows(userId, direction);
  const text = TEXT[direction];
  const people = follows.data?.pages.flat() ?? [];
  return (
    <>
      <TabHeading title={`${text.title} (${count})`} />
      {follows.isPending ? (
        <div role="status" aria-label={`Loading ${text.title.toLowerCase()}`} className="space-y-3">
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      ) : follows.isError && !follows.data ? (
        <QuipListError message={text.failed} onRetry={() => void follows.refetch()} />
      ) : people.length === 0 ? (
        <TabEmpty title={text.empty} icon={<Users aria-hidden="true" className="size-6" />} />
      ) : (
        <>
          <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white shadow-xs">
            {people.map((person) => (
              <FollowRow key={person.id} person={person} isViewer={person.id === viewerId} />
            ))}
          </ul>
          {follows.hasNextPage ? (
            <div className="mt-4 text-center">
              <Button
                variant="secondary"
                disabled={follows.isFetchingNextPage}
                onClick={() => void follows.fetchNextPage()}
              >
                {follows.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                Show more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
