import { Clock } from "lucide-react";
import { useEffect, useRef } from "react";
import { Card, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useTopicTiming } from "#client/features/admin/api/get-topic-timing.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { TopicSourceBadge } from "#client/features/admin/components/topic-source-badge.tsx";
import { useCountdown } from "#client/features/admin/hooks/use-countdown.ts";
import {
  formatClockTime,
  formatCountdown,
  formatEasternDateTime,
} from "#client/features/admin/lib/eastern-time.ts";
import { NO_TOPIC_SUNDAY } from "#shared/limits.ts";
import { addEasternDays, easternDate } from "#shared/rules/eastern-time.ts";
import { isSunday } from "#shared/rules/topic-calendar.ts";
import { ChangeTimeForm } from "./change-time-form";

/** What stands in for a missing topic: "No Topic Sunday" when the current topic day is a Sunday. */
function noTopicText(nextChangeTime: string): string {
  const currentDay = addEasternDays(easternDate(new Date(nextChangeTime)), -1);
  return isSunday(currentDay) ? NO_TOPIC_SUNDAY : "No topic right now";
}

/**
 * Today's topic and the topic clock: a live hh:mm:ss countdown to the next topic (the page
 * reloads when it reaches zero), active-since, next-change and next-topic times in Eastern
 * time. On a Saturday they part: Sunday's change brings no topic, so the clock runs to Monday's.
 */
export function TopicStatusCard() {
  const { data: timing, dataUpdatedAt, error, refetch } = useTopicTiming();
  const target = timing ? dataUpdatedAt + timing.timeUntilNextTopic : undefined;
  const left = useCountdown(target);
  const reloaded = useRef(false);
  const bringsNoTopic = timing ? timing.nextTopicTime !== timing.nextChangeTime : false;

  useEffect(() => {
    if (left !== 0 || reloaded.current || !timing || timing.timeUntilNextTopic <= 0) return;
    reloaded.current = true;
    window.location.reload();
  }, [left, timing]);

  return (
    <Card as="section" aria-labelledby="topic-status-title" className="p-5">
      <CardTitle id="topic-status-title" className="flex items-center gap-2 text-base">
        <Clock aria-hidden="true" className="size-5 text-brand" />
        Current topic
      </CardTitle>
      {error ? (
        <LoadError
          title="Failed to load the topic status"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !timing ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-[1fr_auto] md:items-start">
          <div className="min-w-0 space-y-3">
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-xl font-bold break-words text-gray-900">
                {timing.currentTopic?.topic ?? noTopicText(timing.nextChangeTime)}
              </span>
              {timing.currentTopic ? (
                <TopicSourceBadge isManual={timing.currentTopic.isManual} long />
              ) : null}
            </p>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              {timing.currentTopic ? (
                <>
                  <dt className="font-semibold text-gray-700">Active since</dt>
                  <dd className="text-gray-900">
                    {formatEasternDateTime(timing.currentTopic.activeTime)}
                  </dd>
                </>
              ) : null}
              <dt className="font-semibold text-gray-700">Next change</dt>
              <dd className="text-gray-900">
                {formatEasternDateTime(timing.nextChangeTime)}
                {bringsNoTopic ? ` (${NO_TOPIC_SUNDAY})` : null}
              </dd>
              {bringsNoTopic ? (
                <>
                  <dt className="font-semibold text-gray-700">Next topic</dt>
                  <dd className="text-gray-900">{formatEasternDateTime(timing.nextTopicTime)}</dd>
                </>
              ) : null}
              <dt className="font-semibold text-gray-700">Changes daily at</dt>
              <dd className="text-gray-900">
                {formatClockTime(timing.configuredTiming.hour, timing.configuredTiming.minute)}
              </dd>
            </dl>
          </div>
          <div className="rounded-xl bg-brand-soft px-4 py-3 text-center">
            <p
              id="countdown-label"
              className="text-xs font-semibold tracking-wide text-brand-strong uppercase"
            >
              Next topic in
            </p>
            <p
              role="timer"
              aria-labelledby="countdown-label"
              className="font-mono text-3xl font-bold tabular-nums text-gray-900"
            >
              {formatCountdown(left ?? timing.timeUntilNextTopic)}
            </p>
          </div>
        </div>
      )}
      {timing ? <ChangeTimeForm timing={timing.configuredTiming} /> : null}
    </Card>
  );
}
