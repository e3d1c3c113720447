import { ArrowLeft } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { PageContainer } from "#client/components/layout/page.tsx";
import { NewQuipsPill } from "#client/features/quips/index.ts";
import {
  CompetingNote,
  isTopicMissing,
  ResultsPendingNote,
  TitlesMinimumNote,
  TopicHeader,
  TopicNotFound,
  type TopicQuipFilter,
  TopicQuipFilterSelect,
  TopicQuips,
  useTopic,
  useTopicOfTheDay,
  useTopicQuips,
} from "#client/features/topics/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { useFeedLink } from "#client/lib/feed-link.ts";
import { paths } from "#client/lib/paths.ts";
import { TOPIC_MSG } from "#shared/messages/topics.ts";
import { atomFeeds } from "#shared/rules/atom-feeds.ts";

const backLinkClass =
  "inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-strong underline-offset-2 hover:underline";

function useTopicFilter(): TopicQuipFilter {
  return new URLSearchParams(useSearch()).get("filter") === "new" ? "new" : "topAllTime";
}

/**
 * /topics/{topicIdentifier or slug}: a topic's quips, most liked or newest first; while the
 * topic competes, shuffled for the reader instead of most liked (decision 0162).
 */
export function TopicPage({ topic: param }: { topic: string }) {
  const filter = useTopicFilter();
  const [, navigate] = useLocation();
  const topic = useTopic(param);
  const quips = useTopicQuips(param, filter);
  const today = useTopicOfTheDay();
  // A bare slug the topic route does not know may still have quips (the slug route's answer).
  const fromQuips = quips.data?.[0];
  const words = topic.data?.topic ?? fromQuips?.topicText ?? undefined;
  const isMissing = topic.isError && isTopicMissing(topic.error) && !quips.isPending && !fromQuips;
  const identifier = topic.data?.topicIdentifier ?? fromQuips?.topicIdentifier;
  const quipCount = topic.data?.quipCount ?? (fromQuips ? quips.data?.length : undefined);
  const isCompeting = quips.data?.some((quip) => quip.likesHidden) ?? false;
  const title = words ?? (isMissing ? TOPIC_MSG.notFound : "Topic");
  useDocumentTitle(title);
  const feed = topic.data ? atomFeeds.topic(topic.data) : null;
  useFeedLink(feed);

  function onFilterChange(next: TopicQuipFilter) {
    const base = paths.topic.getHref(param);
    navigate(next === "topAllTime" ? base : `${base}?filter=${next}`, { replace: true });
  }

  if (isMissing) {
    return (
      <PageContainer>
        <TopicNotFound />
      </PageContainer>
    );
  }

  return (
    <PageContainer className="space-y-5">
      <Link href={paths.topics.getHref()} className={backLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {TOPIC_MSG.seeAllPrevious}
      </Link>
      <TopicHeader
        words={title}
        date={topic.data?.date}
        quipCount={quipCount}
        isToday={Boolean(identifier) && identifier === today.data?.topicIdentifier}
        isPending={topic.isPending || (topic.isError && quips.isPending)}
        feed={feed}
      />
      <section aria-label="Quips" className="space-y-4">
        <TopicQuipFilterSelect value={filter} onChange={onFilterChange} isCompeting={isCompeting} />
        <CompetingNote quips={quips.data} shuffled={filter === "topAllTime"} />
        <ResultsPendingNote activeTime={topic.data?.activeTime} quips={quips.data} />
        <TitlesMinimumNote quipCount={quipCount} />
        {filter === "new" && identifier ? (
          <NewQuipsPill
            quips={quips.data}
            topicIdentifier={identifier}
            onLoad={() => quips.refetch()}
          />
        ) : null}
        <TopicQuips query={quips} />
      </section>
      {quips.data && quips.data.length > 2 ? (
        <Link href={paths.topics.getHref()} className={backLinkClass}>
          {TOPIC_MSG.seeAllPrevious}
        </Link>
      ) : null}
    </PageContainer>
  );
}
