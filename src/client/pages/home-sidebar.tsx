import type { UseQueryResult } from "@tanstack/react-query";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { RecentActivityCard } from "#client/features/activity/index.ts";
import {
  AdminModeCard,
  JoinNowCard,
  TopicOfTheDayCard,
  TrendingCard,
} from "#client/features/home/index.ts";
import { RecapLinkCard } from "#client/features/recaps/index.ts";
import { SearchBox } from "#client/features/search/index.ts";
import { ProfileSummaryCard } from "#client/features/users/index.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import type { TopicOfTheDay } from "#shared/schemas/topics.ts";

/**
 * The home page's right column (wide screens only). A member: profile card, admin mode (for
 * administrators), the topic, recent activity and search. A visitor: Join Now, the topic,
 * Trending Now and search.
 */
export function HomeSidebar({
  user,
  isUserPending,
  isAdmin,
  today,
  onNavigate,
}: {
  user: CurrentUser | null | undefined;
  isUserPending: boolean;
  isAdmin: boolean;
  today: UseQueryResult<TopicOfTheDay>;
  onNavigate: () => void;
}) {
  const topic = { topic: today.data, isPending: today.isPending };
  return (
    <aside aria-label="Sidebar" className="hidden w-72 shrink-0 space-y-4 md:block lg:w-80">
      {isUserPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : user ? (
        <>
          <ProfileSummaryCard user={user} onNavigate={onNavigate} />
          {isAdmin ? <AdminModeCard /> : null}
          <TopicOfTheDayCard {...topic} isMember onNavigate={onNavigate} />
          <RecapLinkCard onNavigate={onNavigate} />
          <RecentActivityCard userId={user.id} onNavigate={onNavigate} />
          <SearchBox />
        </>
      ) : (
        <>
          <JoinNowCard />
          <TopicOfTheDayCard {...topic} isMember={false} />
          <RecapLinkCard />
          <TrendingCard />
          <SearchBox />
        </>
      )}
    </aside>
  );
}
