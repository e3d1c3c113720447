import { ArrowRight, CalendarDays } from "lucide-react";
import { Link } from "wouter";
import { Card, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { TopicSourceBadge } from "#client/features/admin/components/topic-source-badge.tsx";
import { adminTabHref } from "#client/features/admin/hooks/use-admin-tab.ts";
import { formatEasternDate } from "#client/features/admin/lib/eastern-time.ts";
import type { AdminStats } from "#shared/schemas/admin.ts";

/** Today's topic: its text, how it was chosen, and when it was created. */
export function CurrentTopicCard({ stats }: { stats: AdminStats | undefined }) {
  const topic = stats?.currentTopic;
  return (
    <Card as="section" aria-labelledby="dashboard-topic-title" className="p-5">
      <CardTitle id="dashboard-topic-title" className="flex items-center gap-2 text-base">
        <CalendarDays aria-hidden="true" className="size-5 text-brand" />
        Topic of the Day
      </CardTitle>
      {!stats ? (
        <Skeleton className="mt-3 h-7 w-48" />
      ) : topic ? (
        <div className="mt-3 space-y-2">
          <p className="text-xl font-bold break-words text-gray-900">{topic.topic}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
            <TopicSourceBadge isManual={topic.isManual} long />
            <span>Created {formatEasternDate(topic.createdAt)}</span>
          </p>
        </div>
      ) : (
        <p className="mt-3 text-gray-700">There is no topic of the day right now.</p>
      )}
      {stats ? (
        <p className="mt-3 text-sm text-gray-700">
          Topics and QuipBot's quips are written by the{" "}
          <span className="font-semibold">{stats.textGenerator}</span> generator.
        </p>
      ) : null}
      <Link
        href={adminTabHref("topics")}
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
      >
        Manage topics
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
