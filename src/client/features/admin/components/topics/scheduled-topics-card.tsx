import { useMemo, useState } from "react";
import { Card, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useScheduledTopics } from "#client/features/admin/api/get-scheduled-topics.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { ScheduleToolbar } from "./schedule-toolbar";
import { ScheduledTopicRow } from "./scheduled-topic-row";
import { SelectAllCheckbox } from "./select-all-checkbox";

/** The next 14 days' topics (none on Sundays), with the schedule tools. */
export function ScheduledTopicsCard() {
  const { data: topics, error, refetch } = useScheduledTopics();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // Only days still listed count as selected (a refresh or delete may remove one).
  const selectedIds = useMemo(
    () => (topics ?? []).filter((t) => picked.has(t.id)).map((t) => t.id),
    [topics, picked],
  );

  function toggle(id: string, selected: boolean) {
    setPicked((prev) => {
      const next = new Set(prev);
      if (selected) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <Card as="section" aria-labelledby="scheduled-title">
      <div className="space-y-3 border-b border-gray-100 p-4 sm:p-5">
        <div>
          <CardTitle id="scheduled-title" className="text-base">
            Scheduled topics
          </CardTitle>
          <p className="text-sm text-gray-600">
            The next 14 days, in Eastern time. Sundays have no topic.
          </p>
        </div>
        <ScheduleToolbar selectedIds={selectedIds} onRefreshed={() => setPicked(new Set())} />
      </div>
      {error ? (
        <LoadError
          title="Failed to load scheduled topics"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !topics ? (
        <div className="space-y-3 p-5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : topics.length === 0 ? (
        <p className="px-5 py-8 text-center text-gray-700">{ADMIN_MSG.empty.scheduledTopics}</p>
      ) : (
        <>
          <SelectAllCheckbox
            total={topics.length}
            selected={selectedIds.length}
            onChange={(all) => setPicked(new Set(all ? topics.map((t) => t.id) : []))}
          />
          <ul aria-label="Scheduled topics" className="divide-y divide-gray-100">
            {topics.map((topic) => (
              <ScheduledTopicRow
                key={topic.id}
                topic={topic}
                isSelected={picked.has(topic.id)}
                onSelectedChange={(selected) => toggle(topic.id, selected)}
              />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
