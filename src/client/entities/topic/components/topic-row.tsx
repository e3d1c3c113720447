import { ChevronRight, Hash } from "lucide-react";
import { Link } from "wouter";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { formatTopicDate } from "#client/entities/topic/lib/topic-format.ts";
import { paths } from "#client/lib/paths.ts";
import type { TopicWithCount } from "#shared/schemas/topics.ts";
import { QuipCountBadge } from "./quip-count-badge";

/** One topic in a list: its words, its day and its number of quips, opening its quips. */
export function TopicRow({ topic }: { topic: TopicWithCount }) {
  return (
    <Link
      href={paths.topic.getHref(topic.topicIdentifier)}
      className="group flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-xs transition-colors hover:border-gray-300 hover:bg-gray-50"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Hash aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words text-gray-900 group-hover:text-brand-strong">
          {topic.topic}
        </span>
        <span className="mt-0.5 block text-sm text-gray-600">{formatTopicDate(topic.date)}</span>
      </span>
      <QuipCountBadge count={topic.quipCount} />
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
    </Link>
  );
}

/** Topics as a list of rows. */
export function TopicList({ topics, label }: { topics: TopicWithCount[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {topics.map((topic) => (
        <li key={topic.id}>
          <TopicRow topic={topic} />
        </li>
      ))}
    </ul>
  );
}

/** Row-shaped placeholders while topics load. */
export function TopicListSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          key={index}
          className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4"
        >
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
