import { Trash2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { ViewQuipLink } from "#client/features/admin/components/queue/queue-item-parts.tsx";

/**
 * The decisions on a reported quip or comment, each for all its reports at once: view the quip,
 * remove what was reported (after a confirmation), or dismiss the reports.
 */
export function FlagDecisions({
  quipId,
  remove,
  dismiss,
}: {
  quipId: string;
  remove: {
    label: string;
    title: string;
    description: string;
    isPending: boolean;
    run: (done: () => void) => void;
  };
  dismiss: { count: number; isPending: boolean; run: () => void };
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      <ViewQuipLink quipId={quipId} />
      <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {remove.label}
      </Button>
      <Button variant="secondary" size="sm" disabled={dismiss.isPending} onClick={dismiss.run}>
        <X aria-hidden="true" className="size-4" />
        {dismiss.count === 1 ? "Dismiss Flag" : `Dismiss ${dismiss.count} Flags`}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={remove.title}
        description={remove.description}
        confirmLabel={remove.label}
        isPending={remove.isPending}
        onConfirm={() => remove.run(() => setConfirming(false))}
      />
    </div>
  );
}
