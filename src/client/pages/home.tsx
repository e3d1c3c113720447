import { feedFilterLabel } from "../../shared/rules/feed-filters";
import { Skeleton } from "../components/ui/skeleton";
import { useCurrentUser } from "../features/auth/api/get-current-user";
import { useIsAdmin } from "../features/auth/api/get-is-admin";
import { FeedComingSoon } from "../features/feed/components/feed-coming-soon";
import { useFeedParams } from "../features/feed/hooks/use-feed-params";
import { useRememberFeed } from "../features/feed/hooks/use-remember-feed";
import { MemberGreetingCard } from "../features/home/components/member-greeting-card";
import {
  JoinNowCard,
  TopicOfTheDayCard,
  TrendingCard,
} from "../features/home/components/sidebar-cards";
import { WelcomeCard } from "../features/home/components/welcome-card";
import { SearchBox } from "../features/search/components/search-box";
import { ProfileSummaryCard } from "../features/users/components/profile-summary-card";
import { useDocumentTitle } from "../lib/document-title";

export function HomePage() {
  useDocumentTitle();
  const { data: user, isPending } = useCurrentUser();
  const { isAdmin } = useIsAdmin();
  const { filter } = useFeedParams();
  const rememberFeed = useRememberFeed();

  return (
    <div className="mx-auto flex w-full max-w-[976px] justify-center gap-6 px-4 py-6 md:py-8">
      <div className="w-full max-w-[600px] min-w-0 space-y-6">
        <h1 className="sr-only">Quip home feed</h1>
        {isPending ? (
          <Skeleton className="h-36 rounded-2xl" />
        ) : user ? (
          <MemberGreetingCard user={user} onNavigate={rememberFeed} />
        ) : (
          <WelcomeCard />
        )}
        <section aria-labelledby="feed-title" className="space-y-4">
          <h2 id="feed-title" className="text-lg font-bold text-gray-900">
            {feedFilterLabel(filter)}
          </h2>
          <FeedComingSoon />
        </section>
      </div>

      <aside aria-label="Sidebar" className="hidden w-72 shrink-0 space-y-4 md:block lg:w-80">
        {isPending ? (
          <Skeleton className="h-40 rounded-2xl" />
        ) : user ? (
          <>
            <ProfileSummaryCard user={user} isAdmin={isAdmin} onNavigate={rememberFeed} />
            <SearchBox />
          </>
        ) : (
          <>
            <JoinNowCard />
            <TopicOfTheDayCard />
            <TrendingCard />
            <SearchBox />
          </>
        )}
      </aside>
    </div>
  );
}
