import type { QueryObserver } from "#server/db/database.ts";
import { type Metrics, statementKind } from "./metrics";

export interface StatementLogs {
  /** At least `slowMs` long: given the statement's text, never its values. */
  slow?: (text: string, ms: number) => void;
  /** Every statement, values included (LOG_LEVEL=trace). */
  each?: QueryObserver;
}

/**
 * Times every statement for /metrics, and hands the slow ones to a log with their time. The
 * values stay out of the slow log: they may be anything a member sent, a password's hash too.
 * `logs` is read at each statement, so the server can fill it in once its logger exists.
 */
export function statementObserver(
  metrics: Metrics,
  slowMs: number,
  logs: StatementLogs,
): QueryObserver {
  return (text, params, ms) => {
    metrics.statementDuration.observe({ statement: statementKind(text) }, ms / 1000);
    if (slowMs > 0 && ms >= slowMs) logs.slow?.(text, ms);
    logs.each?.(text, params, ms);
  };
}
