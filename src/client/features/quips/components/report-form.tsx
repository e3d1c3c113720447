import { Flag } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FieldError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useFlagQuip } from "#client/features/quips/api/flag-quip.ts";
import {
  checkReport,
  REASON_LABELS,
  type ReportValues,
} from "#client/features/quips/utils/report-checks.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { rememberFocus } from "#client/lib/focus-return.ts";
import { submitOnModEnter } from "#client/lib/text-box.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { LIMITS } from "#shared/limits.ts";
import { REPORT_MSG } from "#shared/messages/moderation.ts";
import { FLAG_CATEGORIES, parseQuipLink } from "#shared/schemas/flags.ts";

const EMPTY: ReportValues = { category: null, link: "", reason: "" };

function failureToast(error: Error) {
  const body = error instanceof ApiError ? error.body : "";
  if (body.toLowerCase().includes(REPORT_MSG.linkedMissingMarker)) {
    toast({
      title: REPORT_MSG.linkedMissingTitle,
      description: REPORT_MSG.linkedMissingBody,
      variant: "destructive",
    });
    return;
  }
  const said = error instanceof ApiError && error.status < 500 ? error.body.trim() : "";
  toast({
    title: REPORT_MSG.failed,
    ...(said ? { description: said } : {}),
    variant: "destructive",
  });
}

/**
 * Reporting a quip: a category, and for some a link or a reason. Unmount it to reset it. It
 * opens with the focus on the first category and, closed by Cancel, Escape or a sent report,
 * gives the focus back to the flag button that opened it.
 */
export function ReportForm({ quipId, onClose }: { quipId: string; onClose: () => void }) {
  const id = useId();
  const categories = useRef<HTMLFieldSetElement>(null);
  // Read while the flag button still has the focus, before the effect below moves it.
  const [restoreFocus] = useState(rememberFocus);
  useEffect(() => {
    categories.current?.querySelector("input")?.focus();
  }, []);
  const close = () => {
    onClose();
    restoreFocus();
  };
  const form = useForm({
    initialValues: EMPTY,
    validate: checkReport,
    idPrefix: id,
    // A field's error goes once that field changes: choosing a category answers "Please choose
    // a category", and a newly shown field's rule waits for the next submit.
    afterSubmit: "clear",
  });
  const { category } = form.values;
  const reasonLabel = category ? REASON_LABELS[category] : undefined;

  const flag = useFlagQuip({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: REPORT_MSG.submitted, variant: "success" });
        close();
      },
      onError: (error) => {
        if (!handleUnauthorized(error)) failureToast(error);
      },
    },
  });

  const onSubmit = form.handleSubmit((report) => {
    const linkedQuipId = report.link ? parseQuipLink(report.link) : null;
    if (report.link && !linkedQuipId) {
      toast({
        title: REPORT_MSG.invalidLinkTitle,
        description: REPORT_MSG.invalidLinkBody(window.location.host),
        variant: "destructive",
      });
      return;
    }
    return flag.mutateAsync({
      quipId,
      category: report.category.label,
      reason: report.reason || null,
      linkedQuipId,
    });
  });

  const categoryErrorId = `${form.fieldId("category")}-error`;
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="border-amber-200 p-4 sm:p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <Flag aria-hidden="true" className="size-5 text-amber-700" />
        Report this quip
      </h2>
      <form
        onSubmit={onSubmit}
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
        noValidate
        className="mt-3 space-y-4"
      >
        <fieldset
          ref={categories}
          aria-describedby={form.errors.category ? categoryErrorId : undefined}
        >
          <legend className="text-sm font-semibold text-gray-800">
            Why are you reporting this quip?
          </legend>
          <div className="mt-2 grid gap-1.5">
            {FLAG_CATEGORIES.map((option) => (
              <label
                key={option.key}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-3 py-2 hover:border-gray-400 has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  name={form.fieldId("category")}
                  value={option.key}
                  checked={category === option.key}
                  onChange={() => form.setValue("category", option.key)}
                  className="size-4 shrink-0 accent-brand"
                />
                <span className="text-gray-900">{option.label}</span>
              </label>
            ))}
          </div>
          <FieldError id={categoryErrorId} message={form.errors.category} />
        </fieldset>

        {category === "repeat" ? (
          <TextField
            {...form.field("link")}
            label="Link to the original quip"
            hint="Paste the quip's address or its id."
            required
            inputMode="url"
            placeholder={`${window.location.origin}/quip/…`}
          />
        ) : null}

        {reasonLabel ? (
          <TextareaField
            {...form.field("reason")}
            label={reasonLabel}
            rows={3}
            required={category === "stolen"}
            counter={{ max: LIMITS.flagReasonMax }}
            onKeyDown={submitOnModEnter}
          />
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <SubmitButton busy={form.isSubmitting}>Submit Report</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
