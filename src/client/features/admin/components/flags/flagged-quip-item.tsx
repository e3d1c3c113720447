import { Flag } from "lucide-react";
import { Link } from "wouter";
import { QuipText } from "#client/entities/quip/index.ts";
import { useDeleteReportedQuip } from "#client/features/admin/api/delete-reported-quip.ts";
import { useDismissQuipFlags } from "#client/features/admin/api/dismiss-quip-flags.ts";
import { paths } from "#client/lib/paths.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import type { FlaggedQuip } from "#shared/schemas/moderation.ts";
import { CategoryList } from "./category-list";
import { FlagDecisions } from "./flag-decisions";
import { FlaggedCard } from "./flagged-card";
import { ReportList } from "./report-list";

const personLink =
  "font-semibold text-gray-900 underline decoration-gray-400 underline-offset-2 hover:decoration-gray-900";

/**
 * One reported quip with all its pending reports: how many, of which kinds, the latest, whether
 * they have hidden it, and the two decisions, each for all its reports at once.
 */
export function FlaggedQuipItem({ row }: { row: FlaggedQuip }) {
  const dismiss = useDismissQuipFlags();
  const removeQuip = useDeleteReportedQuip();
  const titleId = `flagged-${row.quip.id}-title`;
  const { quip } = row;

  return (
    <FlaggedCard
      titleId={titleId}
      icon={<Flag aria-hidden="true" className="size-4 text-red-700" />}
      title={ADMIN_MSG.moderation.reports(row.reportCount)}
      hidden={row.isHidden ? { label: "Hidden from members", tone: "red" } : null}
      latestAt={row.latestAt}
    >
      <p className="text-sm text-gray-700">
        Quip by{" "}
        <Link href={paths.profile.getHref(quip.author.id)} className={personLink}>
          {quip.author.username}
        </Link>
        {quip.isAnonymous ? " (still anonymous)" : null}
      </p>
      <blockquote className="rounded-xl border-l-4 border-gray-300 bg-gray-50 px-4 py-3 break-words whitespace-pre-wrap text-gray-900">
        <QuipText quip={quip} open />
      </blockquote>
      <CategoryList categories={row.categories} />
      <ReportList reports={row.reports} />
      <FlagDecisions
        quipId={quip.id}
        remove={{
          label: "Delete Quip",
          title: QUIP_CARD_MSG.deleteAnyTitle,
          description: QUIP_CARD_MSG.deleteAnyConfirm,
          isPending: removeQuip.isPending,
          run: (done) => removeQuip.mutate(quip.id, { onSettled: done }),
        }}
        dismiss={{
          count: row.reportCount,
          isPending: dismiss.isPending,
          run: () => dismiss.mutate({ quipId: quip.id, count: row.reportCount }),
        }}
      />
    </FlaggedCard>
  );
}
