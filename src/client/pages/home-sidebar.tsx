import type { UseQueryResult } from "@tanstack/react-query";
import type { CurrentUser } from "../../shared/schemas/auth";
import type { TopicOfTheDay } from "../../shared/schemas/topics";
import { Skeleton } from "../components/ui/skeleton";
import { RecentActivityCard } from "../features/activity";
import { AdminModeCard, JoinNowCard, TopicOfTheDayCard, TrendingCard } from "../features/home";
import { SearchBox } from "../features/search";
import { ProfileSummaryCard } from "../features/users";

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
          <ProfileSummaryCard user={user} isAdmin={isAdmin} onNavigate={onNavigate} />
          {isAdmin ? <AdminModeCard /> : null}
          <TopicOfTheDayCard {...topic} isMember onNavigate={onNavigate} />
          <RecentActivityCard userId={user.id} onNavigate={onNavigate} />
          <SearchBox />
        </>
      ) : (
        <>
          <JoinNowCard />
          <TopicOfTheDayCard {...topic} isMember={false} />
          <TrendingCard />
          <SearchBox />
        </>
      )}
    </aside>
  );
}
