import { Link } from "wouter";
import { Card } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/cn.ts";
import { paths } from "#client/lib/paths.ts";
import { WARNINGS_MSG } from "#shared/messages/warnings.ts";
import { easternDateTimeText } from "#shared/rules/eastern-date-time.ts";
import type { MemberWarning } from "#shared/schemas/warnings.ts";
import { AppealForm } from "./appeal-form";

const m = WARNINGS_MSG;

function Badge({ tone, children }: { tone: string; children: string }) {
  return (
    <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>{children}</span>
  );
}

/** The state of the warning's one appeal, as a badge beside its date. */
function stateBadge(warning: MemberWarning) {
  if (warning.outcome?.decision === "overturned")
    return <Badge tone="bg-brand-soft text-brand-strong">{m.overturnedBadge}</Badge>;
  if (warning.outcome) return <Badge tone="bg-gray-100 text-gray-800">{m.upheldBadge}</Badge>;
  if (warning.appeal) return <Badge tone="bg-amber-50 text-amber-900">{m.appealPending}</Badge>;
  return null;
}

/** One warning: why, what it cites, when, and its appeal (the form while allowed, then its outcome). */
export function WarningCard({ warning }: { warning: MemberWarning }) {
  const { citation, appeal, outcome } = warning;
  const overturned = outcome?.decision === "overturned";
  return (
    <Card
      as="article"
      aria-label={`Warning of ${easternDateTimeText(warning.createdAt)}`}
      className="p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <span>
          {m.warnedOn}{" "}
          <time dateTime={warning.createdAt}>{easternDateTimeText(warning.createdAt)}</time>
        </span>
        {stateBadge(warning)}
      </div>
      <p
        className={cn(
          "mt-2 whitespace-pre-wrap text-gray-900",
          overturned && "text-gray-700 line-through decoration-gray-400",
        )}
      >
        {warning.reason}
      </p>
      {citation ? (
        <div className="mt-3 rounded-xl bg-gray-50 px-4 py-3 text-sm">
          <p className="font-semibold text-gray-800">
            {citation.kind === "quip" ? m.citedQuip : m.citedComment}
            {citation.quipId === null ? ` ${m.citedGone}` : null}
          </p>
          <p className="mt-1 text-gray-800">“{citation.excerpt}”</p>
          {citation.quipId ? (
            <Link
              href={paths.quip.getHref(citation.quipId)}
              className="mt-1 inline-block font-semibold text-brand-strong underline-offset-2 hover:underline"
            >
              {m.openCited}
            </Link>
          ) : null}
        </div>
      ) : null}
      {appeal ? (
        <div className="mt-4 border-t border-gray-100 pt-4 text-sm">
          <p className="font-semibold text-gray-900">{m.yourAppeal}</p>
          <p className="mt-1 whitespace-pre-wrap text-gray-800">{appeal.text}</p>
          {outcome ? (
            <div className="mt-3">
              <p className="font-semibold text-gray-900">
                {overturned ? m.overturnedLine : m.upheldLine}
              </p>
              {outcome.note ? (
                <p className="mt-1 text-gray-800">
                  <span className="font-semibold">{m.moderatorNote}:</span> {outcome.note}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : warning.canAppeal ? (
        <AppealForm warningId={warning.id} deadline={warning.appealDeadline} />
      ) : (
        <p className="mt-4 text-sm text-gray-700">{m.appealExpired}</p>
      )}
    </Card>
  );
}
