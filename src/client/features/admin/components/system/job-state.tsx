import { CircleAlert, CircleCheck, CircleDashed, Clock } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import type { SystemJob } from "#shared/schemas/system.ts";

export type JobState = "overdue" | "failing" | "never" | "ok";

/** Overdue first: a scheduler that stopped matters more than one job that failed. */
export function jobState(job: SystemJob): JobState {
  if (job.overdue) return "overdue";
  if (job.lastRuns[0]?.ok === false) return "failing";
  if (job.lastRuns.length === 0) return "never";
  return "ok";
}

const LOOK = {
  overdue: { label: "Overdue", icon: Clock, className: "bg-amber-100 text-amber-900" },
  failing: { label: "Failing", icon: CircleAlert, className: "bg-red-100 text-red-800" },
  never: { label: "Never run", icon: CircleDashed, className: "bg-gray-100 text-gray-700" },
  ok: { label: "On time", icon: CircleCheck, className: "bg-brand-soft text-brand-strong" },
} as const;

/** The row's tint, so an overdue or failing job stands out of the list. */
export const ROW_TINT: Record<JobState, string> = {
  overdue: "bg-amber-50",
  failing: "bg-red-50",
  never: "",
  ok: "",
};

export function JobStateBadge({ state }: { state: JobState }) {
  const { label, icon: Icon, className } = LOOK[state];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

/** The latest runs, oldest to newest from left to right, each named for screen readers. */
export function RecentRuns({ job }: { job: SystemJob }) {
  if (job.lastRuns.length === 0) return <span className="text-sm text-gray-600">—</span>;
  return (
    <ol aria-label={`Latest runs of ${job.name}`} className="flex gap-1">
      {[...job.lastRuns].reverse().map((run) => (
        <li
          key={run.startedAt}
          title={`${run.ok ? "OK" : "Failed"}: ${run.message}`}
          className={cn("size-3 rounded-sm", run.ok ? "bg-brand" : "bg-red-700")}
        >
          <span className="sr-only">{run.ok ? "OK" : "Failed"}</span>
        </li>
      ))}
    </ol>
  );
}
