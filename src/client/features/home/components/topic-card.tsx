import { CalendarDays, SquarePen } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { topicText } from "#client/features/home/lib/topic-text.ts";
import { paths } from "#client/lib/paths.ts";
import type { TopicOfTheDay } from "#shared/schemas/topics.ts";

/**
 * The sidebar's Topic of the Day. A member also gets Use this topic (compose with the topic
 * picked; not offered beside compose itself) and See previous topics.
 */
export function TopicOfTheDayCard({
  topic,
  isPending,
  isMember,
  offerUseTopic = true,
  onNavigate,
}: {
  topic: TopicOfTheDay | undefined;
  isPending: boolean;
  isMember: boolean;
  offerUseTopic?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Card as="section" aria-labelledby="topic-card-title" className="p-5">
      <h2 id="topic-card-title" className="flex items-center gap-2 font-bold text-gray-900">
        <CalendarDays aria-hidden="true" className="size-5 text-brand" />
        Topic of the Day
      </h2>
      {isPending ? (
        <Skeleton className="mt-3 h-12 rounded-xl" />
      ) : (
        <p className="mt-3 rounded-xl bg-brand-soft px-4 py-3 text-lg font-semibold break-words text-brand-strong">
          {topicText(topic)}
        </p>
      )}
      {isMember ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          {offerUseTopic && topic?.topic ? (
            <Link
              href={paths.compose.getHref({ useTopic: true })}
              onClick={onNavigate}
              className={buttonVariants({ size: "sm" })}
            >
              <SquarePen aria-hidden="true" className="size-4" />
              Use this topic
            </Link>
          ) : null}
          <Link
            href={paths.topics.getHref()}
            onClick={onNavigate}
            className="text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
          >
            See previous topics
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
