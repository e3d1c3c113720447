import { Link } from "wouter";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { paths } from "#client/lib/paths.ts";
import type { FlaggedQuip } from "#shared/schemas/moderation.ts";
import { FlagDetails } from "./flag-details";

const personLink =
  "font-semibold text-gray-900 underline decoration-gray-400 underline-offset-2 hover:decoration-gray-900";

/** Each report on the quip: its category, who filed it and when, and what they added. */
export function ReportList({ reports }: { reports: FlaggedQuip["reports"] }) {
  return (
    <ul aria-label="Reports" className="divide-y divide-gray-100 rounded-xl border border-gray-200">
      {reports.map((report) => (
        <li key={report.id} className="space-y-1 px-3 py-2.5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h4 className="text-sm font-bold text-gray-900">{report.categoryLabel}</h4>
            <time dateTime={report.createdAt} className="text-xs text-gray-600">
              {formatEasternDateTime(report.createdAt)}
            </time>
          </div>
          <p className="text-sm text-gray-700">
            Reported by{" "}
            <Link href={paths.profile.getHref(report.reporter.id)} className={personLink}>
              {report.reporter.username}
            </Link>
          </p>
          <FlagDetails report={report} />
        </li>
      ))}
    </ul>
  );
}
