import { CalendarDays, SquarePen } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { topicText } from "#client/features/home/lib/topic-text.ts";
import { paths } from "#client/lib/paths.ts";
import type { TopicOfTheDay } from "#shared/schemas/topics.ts";

/**
 * Above a member's feed: today's topic, with Use this topic and the topic's own feed. Compact on
 * a phone (no sentence under the topic), so the first quip shows on the first screen.
 */
export function TopicBanner({
  topic,
  onNavigate,
}: {
  topic: TopicOfTheDay | undefined;
  onNavigate?: () => void;
}) {
  const hasTopic = Boolean(topic?.topic);
  return (
    <Card
      as="section"
      aria-labelledby="topic-banner-title"
      className="border-green-200 bg-brand-soft p-4 md:p-5"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-strong">
        <CalendarDays aria-hidden="true" className="size-4" />
        Topic of the Day
      </p>
      <h2
        id="topic-banner-title"
        className="mt-1 text-lg font-bold break-words text-gray-900 md:text-xl"
      >
        {topicText(topic)}
      </h2>
      <p className="mt-1 hidden text-sm text-gray-700 md:block">
        {hasTopic
          ? "Got a take on it? Quip about today's topic, or see what others wrote."
          : "No topic today: quip about anything you like."}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 md:mt-4">
        <Link
          href={paths.compose.getHref({ useTopic: hasTopic })}
          onClick={onNavigate}
          className={buttonVariants({ size: "sm" })}
        >
          <SquarePen aria-hidden="true" className="size-4" />
          {hasTopic ? "Quip about it" : "Write a quip"}
        </Link>
        {hasTopic ? (
          <Link
            href={paths.home.getHref("topicOfTheDay")}
            className="text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
          >
            See today's topic quips
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
