import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { showFullDateTime } from "../../../lib/full-date-time";
import { topicKeys } from "../../../lib/query-keys";
import { formatCountdown } from "./topic-format";

/** Milliseconds until `target`, refreshed every second. */
function useMsUntil(target: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, new Date(target).getTime() - now);
}

/**
 * A live hh:mm:ss until the next topic change. At zero the topics are fetched again (the new
 * topic, the new countdown), once per change.
 */
export function TopicCountdown({ nextChangeTime }: { nextChangeTime: string }) {
  const ms = useMsUntil(nextChangeTime);
  const queryClient = useQueryClient();
  const refreshedFor = useRef<string | null>(null);

  useEffect(() => {
    if (ms > 0 || refreshedFor.current === nextChangeTime) return;
    refreshedFor.current = nextChangeTime;
    void queryClient.invalidateQueries({ queryKey: topicKeys.all });
  }, [ms, nextChangeTime, queryClient]);

  return (
    <p className="text-sm text-gray-700">
      Next topic in{" "}
      <time
        role="timer"
        dateTime={nextChangeTime}
        onPointerEnter={showFullDateTime}
        className="font-mono font-semibold text-gray-900 tabular-nums"
      >
        {formatCountdown(ms)}
      </time>
    </p>
  );
}
