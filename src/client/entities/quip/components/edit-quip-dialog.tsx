import { Timer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import {
  FormDialog,
  FormDialogActions,
  FormDialogHeading,
} from "#client/components/ui/form-dialog.tsx";
import { useEditQuip } from "#client/entities/quip/api/edit-quip.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { cn } from "#client/lib/cn.ts";
import { submitOnModEnter } from "#client/lib/text-box.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_EDIT_MSG, QUIP_MSG } from "#shared/messages/quips.ts";
import { secondsLeft } from "#shared/rules/relative-time.ts";
import { EditQuipInput, type Quip } from "#shared/schemas/quips.ts";
import { PunchlineField, quipCounter } from "./punchline-field";

/** 125 → "02:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/** Seconds left in the quip's 15-minute edit window, re-read every second. */
export function useEditSecondsLeft(createdAt: string): number {
  const [left, setLeft] = useState(() => secondsLeft(createdAt, LIMITS.editWindowMs));
  useEffect(() => {
    setLeft(secondsLeft(createdAt, LIMITS.editWindowMs));
    const timer = setInterval(() => setLeft(secondsLeft(createdAt, LIMITS.editWindowMs)), 1000);
    return () => clearInterval(timer);
  }, [createdAt]);
  return left;
}

const expiredToast = () =>
  toast({
    title: QUIP_MSG.editWindowClosed,
    description: QUIP_MSG.editWindowClosedBody,
    variant: "destructive",
  });

/** The author's edit of a quip while its 15-minute window is open. */
export function EditQuipDialog({
  quip,
  open,
  onOpenChange,
}: {
  quip: Quip;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <EditQuipForm quip={quip} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function EditQuipForm({ quip, onClose }: { quip: Quip; onClose: () => void }) {
  const form = useForm({
    initialValues: { content: quip.content, punchline: quip.punchline ?? "" },
    validate: bySchema(EditQuipInput),
    idPrefix: "edit-quip",
    afterSubmit: "keep",
  });
  const [hasPunchline, setHasPunchline] = useState(quip.punchline !== null);
  const left = useEditSecondsLeft(quip.createdAt);
  const expired = useRef(false);

  useEffect(() => {
    if (left > 0 || expired.current) return;
    expired.current = true;
    expiredToast();
    onClose();
  }, [left, onClose]);

  const edit = useEditQuip({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: QUIP_EDIT_MSG.saved, description: QUIP_EDIT_MSG.savedBody });
        onClose();
      },
      onError: (failure) => {
        if (handleUnauthorized(failure)) return;
        const message = failure instanceof ApiError ? failure.body.trim() : "";
        if (message === QUIP_MSG.noChanges) {
          toast({ title: QUIP_MSG.noChanges, description: QUIP_MSG.noChangesBody });
        } else if (message === QUIP_MSG.editWindowClosed) {
          expired.current = true;
          expiredToast();
          onClose();
        } else {
          toast({ title: message || QUIP_EDIT_MSG.failed, variant: "destructive" });
        }
      },
    },
  });

  const onSubmit = form.handleSubmit(({ content, punchline = null }) => {
    if (content !== quip.content || punchline !== quip.punchline) {
      return edit.mutateAsync({ id: quip.id, content, punchline });
    }
    toast({ title: QUIP_MSG.noChanges, description: QUIP_MSG.noChangesBody });
  });

  function onPunchlineOpenChange(open: boolean) {
    setHasPunchline(open);
    if (!open) form.setValue("punchline", "");
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormDialogHeading
        title="Edit Quip"
        description="You can edit a quip for 15 minutes after posting it."
      />
      <p
        role="timer"
        className={cn(
          "mt-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
          left <= 60 ? "bg-red-50 text-red-800" : "bg-brand-soft text-brand-strong",
        )}
      >
        <Timer aria-hidden="true" className="size-4" />
        Time left to edit: <span className="tabular-nums">{formatCountdown(left)}</span>
      </p>

      <TextareaField
        {...form.field("content")}
        label="Your quip"
        rows={5}
        counter={hasPunchline ? undefined : quipCounter(form.values.content, "")}
        invalid={form.values.content.length > LIMITS.quipMax}
        onKeyDown={submitOnModEnter}
        className="mt-4"
      />
      <div className="mt-3">
        <PunchlineField
          field={form.field("punchline")}
          setup={form.values.content}
          isOpen={hasPunchline}
          onOpenChange={onPunchlineOpenChange}
          error={form.errors.punchline}
          onKeyDown={submitOnModEnter}
        />
      </div>

      <FormDialogActions
        submitLabel={form.isSubmitting ? "Saving…" : "Save"}
        isSubmitting={form.isSubmitting}
      />
    </form>
  );
}
