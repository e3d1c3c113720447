import { Pencil } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useNow } from "#client/lib/use-now.ts";
import { LIMITS } from "#shared/limits.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { QuipActionButton } from "./quip-action";

// The dialog (and its form validation) loads when an author first opens it.
const EditQuipDialog = lazy(() =>
  import("./edit-quip-dialog").then((m) => ({ default: m.EditQuipDialog })),
);

function editWindowOpen(createdAt: string, now: number): boolean {
  return now < new Date(createdAt).getTime() + LIMITS.editWindowMs;
}

/** "Edit" on the author's own quip while its 15-minute window is open; gone the moment it closes. */
export function EditQuipButton({ quip }: { quip: Quip }) {
  // First drawn at the page's time (the server's, for a page it rendered), then to the moment.
  const now = useNow();
  const [editable, setEditable] = useState(() => quip.isOwn && editWindowOpen(quip.createdAt, now));
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!quip.isOwn) return;
    const left = new Date(quip.createdAt).getTime() + LIMITS.editWindowMs - Date.now();
    setEditable(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setEditable(false), left);
    return () => clearTimeout(timer);
  }, [quip.isOwn, quip.createdAt]);

  if (!editable && !open) return null;
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) trigger.current?.focus();
  };
  return (
    <>
      {editable ? (
        <QuipActionButton ref={trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </QuipActionButton>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <EditQuipDialog quip={quip} open={open} onOpenChange={close} />
        </Suspense>
      ) : null}
    </>
  );
}
