import type { Executor } from "#server/db/database.ts";
import { notifyFromJob } from "#server/services/activity/notify.ts";

export type ReportKind = "quip" | "comment" | "member";

/**
 * Tells each reporter, once per report, that their report left the pending state by a
 * moderator's action (decision 0158): "reviewed", never how nor about whom, so the notice
 * names no quip, comment or member and carries no outcome. Called in the action's transaction,
 * with the reports it took out of the queue; the actor's own reports tell them nothing new.
 *
 * Dated to the minute, as a job's notices are, and its push leaves at a drawn instant of the
 * minute after (the push trigger): the reporter needs to know their report was handled, not
 * the instant a moderator acted. For the same reason the live stream is not told: the badge
 * counts the notice at the reporter's next read.
 */
export async function tellReporters(
  db: Executor,
  now: Date,
  actorId: string,
  kind: ReportKind,
  reports: ReadonlyArray<{ id: string; reporterId: string }>,
): Promise<void> {
  await notifyFromJob(
    db,
    now,
    reports
      .filter((report) => report.reporterId !== actorId)
      .map((report) => ({
        userId: report.reporterId,
        type: "report_reviewed" as const,
        data: { reportKind: kind },
        dedupeKey: `report_reviewed:${kind}:${report.id}`,
      })),
  );
}
