import { useSystemJobs } from "#client/features/admin/api/system-status.ts";
import { duration, fromNow } from "#client/features/admin/lib/system-time.ts";
import { cn } from "#client/lib/cn.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import type { SystemJob } from "#shared/schemas/system.ts";
import { JobStateBadge, jobState, RecentRuns, ROW_TINT } from "./job-state";
import { EmptyLine, Loaded, SystemSection } from "./system-section";

function summary(jobs: SystemJob[]): string {
  const overdue = jobs.filter((job) => job.overdue).length;
  const failing = jobs.filter((job) => jobState(job) === "failing").length;
  if (overdue === 0 && failing === 0) return "Every job on time";
  return [overdue ? `${overdue} overdue` : "", failing ? `${failing} failing` : ""]
    .filter(Boolean)
    .join(", ");
}

/** When it last ran and how it went, or that it never has. */
function LastRun({ job, now }: { job: SystemJob; now: number }) {
  const last = job.lastRuns[0];
  if (!last) return <span className="text-gray-600">Never</span>;
  return (
    <>
      <time dateTime={last.startedAt}>{fromNow(last.startedAt, now)}</time>
      <span className="text-gray-600"> · {duration(last.durationMs)}</span>
    </>
  );
}

function DueBy({ job, now }: { job: SystemJob; now: number }) {
  if (!job.dueBy) return <span className="text-gray-600">—</span>;
  return (
    <time dateTime={job.dueBy} className={job.overdue ? "font-semibold text-amber-900" : ""}>
      {fromNow(job.dueBy, now)}
    </time>
  );
}

function Message({ job }: { job: SystemJob }) {
  const last = job.lastRuns[0];
  if (!last) return null;
  return (
    <p className={cn("text-xs break-words", last.ok ? "text-gray-600" : "text-red-800")}>
      {last.message}
    </p>
  );
}

/** Wide screens: one row a job, its columns read across. */
function JobsTable({ jobs, now }: { jobs: SystemJob[]; now: number }) {
  return (
    <table className="hidden w-full text-left text-sm sm:table">
      <caption className="sr-only">Scheduled jobs</caption>
      <thead className="border-b border-gray-200 text-xs text-gray-700 uppercase">
        <tr>
          <th scope="col" className="px-4 py-2 font-semibold">
            Job
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            State
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            Last run
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            Latest
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            Failed, 24 h
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            Due by
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {jobs.map((job) => {
          const state = jobState(job);
          return (
            <tr key={job.name} className={cn("align-top", ROW_TINT[state])}>
              <th scope="row" className="max-w-64 px-4 py-3 font-normal">
                <span className="font-semibold text-gray-900">{job.name}</span>
                {job.schedule !== "site" ? (
                  <span className="text-gray-600"> ({job.schedule}'s timer)</span>
                ) : null}
                <Message job={job} />
              </th>
              <td className="px-4 py-3">
                <JobStateBadge state={state} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-900">
                <LastRun job={job} now={now} />
              </td>
              <td className="px-4 py-3">
                <RecentRuns job={job} />
              </td>
              <td
                className={cn(
                  "px-4 py-3 tabular-nums",
                  job.failuresLastDay > 0 ? "font-semibold text-red-800" : "text-gray-700",
                )}
              >
                {job.failuresLastDay}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <DueBy job={job} now={now} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Narrow screens: a card a job, its facts in two short lines. */
function JobCards({ jobs, now }: { jobs: SystemJob[]; now: number }) {
  return (
    <ul aria-label="Scheduled jobs" className="divide-y divide-gray-100 sm:hidden">
      {jobs.map((job) => {
        const state = jobState(job);
        return (
          <li key={job.name} className={cn("space-y-1 px-4 py-3", ROW_TINT[state])}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold break-all text-gray-900">
                {job.name}
                {job.schedule !== "site" ? (
                  <span className="font-normal text-gray-600"> ({job.schedule}'s timer)</span>
                ) : null}
              </p>
              <JobStateBadge state={state} />
            </div>
            <p className="text-sm text-gray-900">
              {job.lastRuns.length > 0 ? "Ran " : ""}
              <LastRun job={job} now={now} />
              {job.dueBy ? (
                <>
                  <span className="text-gray-600"> · due by </span>
                  <DueBy job={job} now={now} />
                </>
              ) : null}
            </p>
            <div className="flex items-center gap-3 text-sm">
              <RecentRuns job={job} />
              <span
                className={job.failuresLastDay > 0 ? "font-semibold text-red-800" : "text-gray-700"}
              >
                {job.failuresLastDay} failed in 24 h
              </span>
            </div>
            <Message job={job} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Every scheduled job and whether the scheduler is keeping up: a job is overdue once one and a
 * half intervals pass after its last start with no new one.
 */
export function JobsSection() {
  const query = useSystemJobs();
  return (
    <SystemSection
      id="system-jobs"
      title="Scheduled jobs"
      summary={query.data ? summary(query.data.jobs) : null}
    >
      <Loaded query={query} failed={SYSTEM_MSG.failed.jobs} lines={6}>
        {({ jobs, now }) => {
          const at = Date.parse(now);
          if (jobs.length === 0) return <EmptyLine>{SYSTEM_MSG.empty.jobs}</EmptyLine>;
          return (
            <>
              <JobsTable jobs={jobs} now={at} />
              <JobCards jobs={jobs} now={at} />
            </>
          );
        }}
      </Loaded>
    </SystemSection>
  );
}
