import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { AtomFeedLink } from "#client/components/ui/atom-feed-link.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { QuipList } from "#client/entities/quip/index.ts";
import {
  FeedEmptyState,
  noTopicHint,
  TopicFeedHeader,
  useFeed,
  useFeedPlace,
  useHomeFeedParams,
  useRememberFeed,
  useVisitorFilter,
} from "#client/features/feed/index.ts";
import { AdminModeCard, TopicBanner, topicText, WelcomeCard } from "#client/features/home/index.ts";
import { OnboardingCard, WhoToFollowCard } from "#client/features/onboarding/index.ts";
import { NewQuipsPill } from "#client/features/quips/index.ts";
import {
  CompetingNote,
  getYesterdaysTopicQueryOptions,
  useTopicOfTheDay,
} from "#client/features/topics/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useIsAdmin } from "#client/lib/auth/get-is-admin.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { useFeedLink } from "#client/lib/feed-link.ts";
import { atomFeeds } from "#shared/rules/atom-feeds.ts";
import { feedFilterLabel, isFollowingFilter } from "#shared/rules/feed-filters.ts";
import { HomeSidebar } from "./home-sidebar";

// Offered only just after a member posts: its push and install code loads then, not with the feed.
const NoticesOffer = lazy(() =>
  import("#client/features/notifications/index.ts").then((m) => ({ default: m.NoticesOffer })),
);

const TOP_FEED = atomFeeds.top();

export function HomePage() {
  useDocumentTitle();
  useFeedLink(TOP_FEED);
  const { data: user, isPending: isUserPending } = useCurrentUser();
  const { isAdmin } = useIsAdmin();
  const asked = useHomeFeedParams();
  const filter = useVisitorFilter(asked.filter, !isUserPending && !user);
  const page = asked.page;
  const rememberFeed = useRememberFeed();
  const feed = useFeed(filter);
  useFeedPlace(feed, filter, page);
  const today = useTopicOfTheDay();
  const isYesterday = filter === "yesterdaysTopic";
  const yesterday = useQuery({ ...getYesterdaysTopicQueryOptions(), enabled: isYesterday });
  const isTopicFeed = isYesterday || filter === "topicOfTheDay";
  const topicFeed = isYesterday ? yesterday : today;
  const hasNoTopic = isTopicFeed && topicFeed.isSuccess && !topicFeed.data.topic;
  // The card above the feed depends on who is signed in and on today's topic. Until both are
  // known the feed stays hidden: shown earlier, it would be pushed down as the card takes its
  // real height (a layout shift).
  const isIntroPending = isUserPending || today.isPending;
  // A new member's tour: above the feed, or after their own quip when it comes first (they have
  // just posted it), so it never pushes that quip off the first screen. Placed once the feed is
  // known, so it never jumps from one place to the other.
  const tour =
    user && !user.onboardedAt && feed.data
      ? feed.data.pages[0]?.[0]?.isOwn
        ? "afterOwnQuip"
        : "above"
      : null;

  // Once the member has posted (their quip first in the feed), never on arrival: the offer to
  // install the app and turn on notices follows it.
  const hasJustPosted = Boolean(user) && feed.data?.pages[0]?.[0]?.isOwn === true;
  const afterOwnQuip =
    user && (tour === "afterOwnQuip" || hasJustPosted) ? (
      <>
        {tour === "afterOwnQuip" ? <OnboardingCard user={user} as="article" /> : null}
        {hasJustPosted ? (
          <Suspense fallback={null}>
            <NoticesOffer as="article" />
          </Suspense>
        ) : null}
      </>
    ) : null;

  return (
    <div className="mx-auto flex w-full max-w-[976px] justify-center gap-6 px-4 py-4 md:py-8">
      <div className="w-full max-w-[600px] min-w-0 space-y-4 md:space-y-6">
        <h1 className="sr-only">Quip home feed</h1>
        {isIntroPending ? (
          <Skeleton className="h-32 rounded-2xl" />
        ) : !user ? (
          <WelcomeCard topicText={topicText(today.data)} />
        ) : (
          <>
            {tour === "above" ? <OnboardingCard user={user} /> : null}
            {isTopicFeed ? null : <TopicBanner topic={today.data} onNavigate={rememberFeed} />}
          </>
        )}
        {isAdmin ? (
          <div className="md:hidden">
            <AdminModeCard />
          </div>
        ) : null}
        <section aria-labelledby="feed-title" className="space-y-4" hidden={isIntroPending}>
          {isTopicFeed ? (
            <>
              <TopicFeedHeader
                label={feedFilterLabel(filter)}
                topic={topicFeed.data}
                isPending={topicFeed.isPending}
                canUseTopic={Boolean(user) && !isYesterday}
                onNavigate={rememberFeed}
              />
              <CompetingNote quips={feed.data?.pages.flat()} shuffled />
            </>
          ) : (
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="feed-title" className="text-lg font-bold text-gray-900">
                {feedFilterLabel(filter)}
              </h2>
              {/* The one home feed a reader can follow: beside another, it would name the wrong one. */}
              {filter === "topAllTime" ? <AtomFeedLink feed={TOP_FEED} /> : null}
            </div>
          )}
          {filter === "new" ? (
            <NewQuipsPill quips={feed.data?.pages.flat()} onLoad={() => feed.refetch()} />
          ) : null}
          <QuipList
            query={feed}
            onNavigate={rememberFeed}
            afterFirst={afterOwnQuip}
            empty={
              <>
                <FeedEmptyState
                  filter={filter}
                  isSignedIn={Boolean(user)}
                  hint={hasNoTopic ? noTopicHint(topicFeed.data?.isSunday ?? false) : undefined}
                  useTopic={filter === "topicOfTheDay" && !hasNoTopic}
                  onNavigate={rememberFeed}
                />
                {user && isFollowingFilter(filter) ? <WhoToFollowCard viewerId={user.id} /> : null}
              </>
            }
          />
        </section>
      </div>

      <HomeSidebar
        user={user}
        isUserPending={isUserPending}
        isAdmin={isAdmin}
        today={today}
        onNavigate={rememberFeed}
      />
    </div>
  );
}
