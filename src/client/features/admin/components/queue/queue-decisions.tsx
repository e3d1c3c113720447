import { Trash2, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import {
  type ReportedTarget,
  useDismissReports,
  useRemoveReported,
} from "#client/features/admin/api/queue-actions.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { PendingButton } from "./pending-button";

const q = ADMIN_MSG.moderation.queue;

const REMOVAL = {
  quip: { label: "Remove quip", title: q.removeQuipTitle, description: q.removeQuipConfirm },
  comment: {
    label: "Remove comment",
    title: q.removeCommentTitle,
    description: q.removeCommentConfirm,
  },
} as const;

/**
 * What every reported item of the queue offers: the item's own decisions (`children`), removing a quip
 * or comment after a confirmation, and dismissing its reports. Each button spins while its
 * call runs; a refusal is toasted with the server's words.
 */
export function QueueDecisions({
  kind,
  id,
  reportCount,
  children,
}: {
  kind: ReportedTarget["kind"];
  id: string;
  reportCount: number;
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const dismiss = useDismissReports();
  const remove = useRemoveReported();
  const removal = kind === "member" ? null : REMOVAL[kind];
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {children}
      {removal ? (
        <PendingButton
          variant="destructive"
          isPending={remove.isPending}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          aria-haspopup="dialog"
          onClick={() => setConfirming(true)}
        >
          {removal.label}
        </PendingButton>
      ) : null}
      <PendingButton
        variant="secondary"
        isPending={dismiss.isPending}
        icon={<X aria-hidden="true" className="size-4" />}
        onClick={() => dismiss.mutate({ kind, id })}
      >
        {reportCount === 1 ? "Dismiss report" : `Dismiss ${reportCount} reports`}
      </PendingButton>
      {removal ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={removal.title}
          description={removal.description}
          confirmLabel={removal.label}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate({ kind, id }, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </div>
  );
}
