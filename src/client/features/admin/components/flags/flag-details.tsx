import { Link } from "wouter";
import { paths } from "#client/lib/paths.ts";
import type { FlaggedQuip } from "#shared/schemas/moderation.ts";

const REASON_LABELS: Record<string, string> = { stolen: "Source", other: "Message" };

/** What a reporter added: the repeated quip's link, the source, or their message. */
export function FlagDetails({ report }: { report: FlaggedQuip["reports"][number] }) {
  if (report.category === "repeat" && report.linkedQuipId) {
    return (
      <p className="text-sm text-gray-800">
        <span className="font-semibold">Linked quip: </span>
        <Link
          href={paths.quip.getHref(report.linkedQuipId)}
          className="font-mono break-all text-brand-strong underline underline-offset-2 hover:no-underline"
        >
          {report.linkedQuipId}
        </Link>
      </p>
    );
  }
  if (!report.reason) return null;
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-gray-800">
      <span className="font-semibold">{REASON_LABELS[report.category] ?? "Reason"}: </span>
      {report.reason}
    </p>
  );
}
