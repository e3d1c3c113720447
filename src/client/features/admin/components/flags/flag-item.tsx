import { ExternalLink, Flag, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { CLIENT_MSG } from "../../../../../shared/messages";
import type { AdminFlag } from "../../../../../shared/schemas/admin";
import { Button, buttonVariants } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { paths } from "../../../../lib/paths";
import { useDeleteReportedQuip } from "../../api/delete-reported-quip";
import { useDismissFlag } from "../../api/dismiss-flag";
import { formatEasternDateTime } from "../../lib/eastern-time";
import { FlagDetails } from "./flag-details";

const personLink =
  "font-semibold text-gray-900 underline decoration-gray-400 underline-offset-2 hover:decoration-gray-900";

/** One pending report: what, when, who reported whose quip, and the two decisions. */
export function FlagItem({ flag }: { flag: AdminFlag }) {
  const [confirming, setConfirming] = useState(false);
  const dismiss = useDismissFlag();
  const removeQuip = useDeleteReportedQuip();
  const titleId = `flag-${flag.id}-title`;

  return (
    <Card as="article" aria-labelledby={titleId} className="space-y-3 p-4 sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-bold text-gray-900">
          <Flag aria-hidden="true" className="size-4 text-red-700" />
          {flag.categoryLabel}
        </h3>
        <time dateTime={flag.createdAt} className="text-sm text-gray-600">
          {formatEasternDateTime(flag.createdAt)}
        </time>
      </header>
      <p className="text-sm text-gray-700">
        Reported by{" "}
        <Link href={paths.profile.getHref(flag.reporter.id)} className={personLink}>
          {flag.reporter.username}
        </Link>{" "}
        · Quip by{" "}
        <Link href={paths.profile.getHref(flag.quip.author.id)} className={personLink}>
          {flag.quip.author.username}
        </Link>
        {flag.quip.isAnonymous ? " (still anonymous)" : null}
      </p>
      <blockquote className="rounded-xl border-l-4 border-gray-300 bg-gray-50 px-4 py-3 break-words whitespace-pre-wrap text-gray-900">
        {flag.quip.content}
      </blockquote>
      <FlagDetails flag={flag} />
      <div className="flex flex-wrap gap-2 pt-1">
        <Link
          href={paths.quip.getHref(flag.quip.id)}
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          View quip
        </Link>
        <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Quip
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(flag.id)}
        >
          <X aria-hidden="true" className="size-4" />
          Dismiss Flag
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={CLIENT_MSG.quip.deleteAnyTitle}
        description={CLIENT_MSG.quip.deleteAnyConfirm}
        confirmLabel="Delete Quip"
        isPending={removeQuip.isPending}
        onConfirm={() => removeQuip.mutate(flag.quip.id, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
