import { ArrowLeft, CalendarDays, Newspaper } from "lucide-react";
import { Link } from "wouter";
import { PageContainer, PageHeader } from "#client/components/layout/page.tsx";
import { formatClock } from "#client/entities/topic/index.ts";
import {
  CurrentTopicCard,
  PreviousTopics,
  useTopicOfTheDay,
  useTopicTiming,
} from "#client/features/topics/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { previousFeedPath } from "#client/lib/feed-place/previous-feed.ts";
import { paths } from "#client/lib/paths.ts";
import { RECAP_MSG } from "#shared/messages/recaps.ts";

const DEFAULT_CHANGE_TIME = { hour: 6, minute: 0 };

/** /topics: today's topic with its countdown, then every topic before it. */
export function TopicsPage() {
  useDocumentTitle("Topics");
  const { data: user, isPending: isUserPending } = useCurrentUser();
  const today = useTopicOfTheDay();
  const timing = useTopicTiming();
  const changeAt = formatClock(timing.data?.configuredTiming ?? DEFAULT_CHANGE_TIME);

  return (
    <PageContainer className="space-y-6">
      <Link
        href={previousFeedPath()}
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to feed
      </Link>
      <PageHeader
        title="Topics"
        description={`A new Topic of the Day every day at ${changeAt} Eastern, except Sundays. Quips about a topic compete for 48 hours.`}
        icon={
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
            <CalendarDays aria-hidden="true" className="size-5" />
          </span>
        }
      />
      <CurrentTopicCard
        topic={today.data}
        timing={timing.data}
        isPending={today.isPending}
        isError={today.isError}
        isMember={isUserPending ? undefined : Boolean(user)}
      />
      <Link
        href={paths.recap.getHref()}
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
      >
        <Newspaper aria-hidden="true" className="size-4" />
        {RECAP_MSG.thisWeek}
      </Link>
      <PreviousTopics />
    </PageContainer>
  );
}
