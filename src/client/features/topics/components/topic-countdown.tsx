import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { formatCountdown } from "#client/entities/topic/index.ts";
import { showFullDateTime } from "#client/lib/full-date-time.ts";
import { topicKeys } from "#client/lib/query-keys.ts";
import type { TopicTiming } from "#shared/schemas/topics.ts";

/** The clock's milliseconds, refreshed every second. */
function useNowEachSecond(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A live hh:mm:ss until the next topic begins: on a Saturday, Monday's, since Sunday's change
 * brings none. At each change the topics are fetched again (the new topic or No Topic Sunday,
 * the new countdown), once per change.
 */
export function TopicCountdown({
  timing: { nextChangeTime, nextTopicTime },
}: {
  timing: Pick<TopicTiming, "nextChangeTime" | "nextTopicTime">;
}) {
  const now = useNowEachSecond();
  const ms = Math.max(0, Date.parse(nextTopicTime) - now);
  const hasChanged = Date.parse(nextChangeTime) <= now;
  const queryClient = useQueryClient();
  const refreshedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!hasChanged || refreshedFor.current === nextChangeTime) return;
    refreshedFor.current = nextChangeTime;
    void queryClient.invalidateQueries({ queryKey: topicKeys.all });
  }, [hasChanged, nextChangeTime, queryClient]);

  return (
    <p className="text-sm text-gray-700">
      Next topic in{" "}
      <time
        role="timer"
        dateTime={nextTopicTime}
        onPointerEnter={showFullDateTime}
        className="font-mono font-semibold text-gray-900 tabular-nums"
      >
        {formatCountdown(ms)}
      </time>
    </p>
  );
}
