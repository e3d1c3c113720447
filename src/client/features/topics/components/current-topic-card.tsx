import { ArrowRight, SquarePen } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { paths } from "#client/lib/paths.ts";
import { NO_TOPIC_SUNDAY } from "#shared/limits.ts";
import { TOPIC_MSG } from "#shared/messages/topics.ts";
import type { TopicOfTheDay, TopicTiming } from "#shared/schemas/topics.ts";
import { TopicCountdown } from "./topic-countdown";

const linkClass =
  "inline-flex items-center gap-1 text-sm font-semibold text-brand-strong underline-offset-2 hover:underline";

/**
 * Today's topic: "Active Now" with its words (or "No Topic Sunday"), a countdown to the next
 * topic, and for a member "Use this topic".
 */
export function CurrentTopicCard({
  topic,
  timing,
  isPending,
  isError = false,
  isMember,
}: {
  topic: TopicOfTheDay | undefined;
  timing: TopicTiming | undefined;
  isPending: boolean;
  isError?: boolean;
  /** undefined while the member is not known yet. */
  isMember: boolean | undefined;
}) {
  const words = isError
    ? "Couldn't load today's topic"
    : (topic?.topic ?? (topic?.isSunday ? NO_TOPIC_SUNDAY : "No topic right now"));
  const hasTopic = Boolean(topic?.topic);
  return (
    <Card
      as="section"
      aria-labelledby="current-topic-title"
      className="border-green-200 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="current-topic-title" className="text-sm font-semibold text-gray-700">
          Current topic
        </h2>
        {hasTopic ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-bold text-brand-strong">
            <span
              aria-hidden="true"
              className="size-2 rounded-full bg-brand motion-safe:animate-pulse"
            />
            {TOPIC_MSG.activeNow}
          </span>
        ) : null}
      </div>
      {isPending ? (
        <Skeleton className="mt-3 h-9 w-3/4" />
      ) : (
        <p className="mt-2 text-2xl font-extrabold tracking-tight break-words text-gray-900 sm:text-3xl">
          {words}
        </p>
      )}
      <div className="mt-2 min-h-5">{timing ? <TopicCountdown timing={timing} /> : null}</div>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
        {hasTopic && isMember ? (
          <Link href={paths.compose.getHref({ useTopic: true })} className={buttonVariants()}>
            <SquarePen aria-hidden="true" className="size-4" />
            Use this topic
          </Link>
        ) : null}
        {hasTopic && isMember === false ? (
          <Link href={paths.register.getHref()} className={buttonVariants()}>
            Join to use this topic
          </Link>
        ) : null}
        {hasTopic && topic?.topicIdentifier ? (
          <Link href={paths.topic.getHref(topic.topicIdentifier)} className={linkClass}>
            See today's quips
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
