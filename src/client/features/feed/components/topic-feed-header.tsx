import { CalendarDays, SquarePen } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { paths } from "#client/lib/paths.ts";
import { NO_TOPIC_SUNDAY } from "#shared/limits.ts";
import type { TopicOfTheDay } from "#shared/schemas/topics.ts";

/**
 * Heads the Today's Topic and Yesterday's Topic feeds with the topic's words. A member reading
 * today's topic may pick it straight away.
 */
export function TopicFeedHeader({
  label,
  topic,
  isPending,
  canUseTopic,
  onNavigate,
}: {
  label: string;
  topic: TopicOfTheDay | undefined;
  isPending: boolean;
  canUseTopic: boolean;
  onNavigate?: () => void;
}) {
  const words = topic?.topic ?? (topic?.isSunday ? NO_TOPIC_SUNDAY : "No topic");
  return (
    <Card className="flex flex-wrap items-center gap-4 p-5">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-strong">
          <CalendarDays aria-hidden="true" className="size-4" />
          {label}
        </p>
        <h2 id="feed-title" className="mt-1 text-2xl font-bold break-words text-gray-900">
          {isPending ? <Skeleton className="h-8 w-48" /> : words}
        </h2>
      </div>
      {canUseTopic && topic?.topic ? (
        <Link
          href={paths.compose.getHref({ useTopic: true })}
          onClick={onNavigate}
          className={buttonVariants({ size: "sm" })}
        >
          <SquarePen aria-hidden="true" className="size-4" />
          Use this topic
        </Link>
      ) : null}
    </Card>
  );
}
