import { Link } from "wouter";
import type { AdminFlag } from "../../../../../shared/schemas/admin";
import { paths } from "../../../../lib/paths";

const REASON_LABELS: Record<string, string> = { stolen: "Source", other: "Message" };

/** What the reporter added: the repeated quip's link, the source, or their message. */
export function FlagDetails({ flag }: { flag: AdminFlag }) {
  if (flag.category === "repeat" && flag.linkedQuipId) {
    return (
      <p className="text-sm text-gray-800">
        <span className="font-semibold">Linked quip: </span>
        <Link
          href={paths.quip.getHref(flag.linkedQuipId)}
          className="font-mono break-all text-brand-strong underline underline-offset-2 hover:no-underline"
        >
          {flag.linkedQuipId}
        </Link>
      </p>
    );
  }
  if (!flag.reason) return null;
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-gray-800">
      <span className="font-semibold">{REASON_LABELS[flag.category] ?? "Reason"}: </span>
      {flag.reason}
    </p>
  );
}
