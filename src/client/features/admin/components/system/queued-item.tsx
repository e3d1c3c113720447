import { RotateCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import {
  type QueueKind,
  useDiscardQueued,
  useRetryQueued,
} from "#client/features/admin/api/system-queues.ts";
import { age, fromNow } from "#client/features/admin/lib/system-time.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import type { QueuedStatus } from "#shared/schemas/system.ts";

/** What the queue lists of one mail or push, worded for its row. */
export interface QueuedRow {
  id: string;
  status: QueuedStatus;
  title: string;
  /** To whom, and through what. */
  to: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
}

/**
 * One mail or push: what, to whom, how long it has waited, its attempts and last error. A
 * failed one may be queued again; either may be discarded, after a confirmation, as nothing
 * brings it back.
 */
export function QueuedItem({ kind, row, now }: { kind: QueueKind; row: QueuedRow; now: number }) {
  const retry = useRetryQueued();
  const discard = useDiscardQueued();
  const [confirming, setConfirming] = useState(false);
  const busy = retry.isPending || discard.isPending;
  const what = kind === "mail" ? "mail" : "push";
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:px-5">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-gray-900">{row.title}</p>
        <p className="text-sm break-all text-gray-700">{row.to}</p>
        <p className="text-sm text-gray-600">
          Queued <time dateTime={row.createdAt}>{age(row.createdAt, now)} ago</time> ·{" "}
          {row.attempts === 1 ? "1 attempt" : `${row.attempts} attempts`}
          {row.status === "pending" ? (
            <>
              {" "}
              · next <time dateTime={row.nextAttemptAt}>{fromNow(row.nextAttemptAt, now)}</time>
            </>
          ) : null}
        </p>
        {row.lastError ? (
          <p className="font-mono text-xs break-words text-red-800">{row.lastError}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        {row.status === "failed" ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={`Retry the ${what}: ${row.title}`}
            onClick={() => retry.mutate({ kind, id: row.id })}
          >
            {retry.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <RotateCw aria-hidden="true" className="size-4" />
            )}
            Retry
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`Discard the ${what}: ${row.title}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Discard
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={kind === "mail" ? "Discard mail" : "Discard push"}
        description={SYSTEM_MSG.confirmDiscard[kind]}
        confirmLabel="Discard"
        isPending={discard.isPending}
        onConfirm={() =>
          discard.mutate({ kind, id: row.id }, { onSettled: () => setConfirming(false) })
        }
      />
    </li>
  );
}
