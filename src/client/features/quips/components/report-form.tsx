import { Flag } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { LIMITS } from "../../../../shared/limits";
import { CLIENT_MSG, QUIP_MSG } from "../../../../shared/messages";
import {
  FLAG_CATEGORIES,
  type FlagCategoryKey,
  parseQuipLink,
} from "../../../../shared/schemas/flag";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FieldError } from "../../../components/ui/field-error";
import { TextField } from "../../../components/ui/form-field";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { ApiError } from "../../../lib/api-client";
import { handleUnauthorized } from "../../auth/utils/handle-unauthorized";
import { useFlagQuip } from "../api/flag-quip";
import { CharacterCounter, Textarea } from "./textarea";

/** The reason box each category asks for (none for the others). */
const REASON_LABELS: Partial<Record<FlagCategoryKey, string>> = {
  stolen: CLIENT_MSG.report.sourceRequired,
  offtopic: "Reason (optional)",
  other: "Additional message:",
};

function failureToast(error: Error) {
  const body = error instanceof ApiError ? error.body : "";
  if (body.toLowerCase().includes(CLIENT_MSG.report.linkedMissingMarker)) {
    toast({
      title: CLIENT_MSG.report.linkedMissingTitle,
      description: CLIENT_MSG.report.linkedMissingBody,
      variant: "destructive",
    });
    return;
  }
  const said = error instanceof ApiError && error.status < 500 ? error.body.trim() : "";
  toast({
    title: CLIENT_MSG.report.failed,
    ...(said ? { description: said } : {}),
    variant: "destructive",
  });
}

/** Reporting a quip: a category, and for some a link or a reason. Unmount it to reset it. */
export function ReportForm({ quipId, onClose }: { quipId: string; onClose: () => void }) {
  const [category, setCategory] = useState<FlagCategoryKey | null>(null);
  const [link, setLink] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ category?: string; reason?: string; link?: string }>({});
  const id = useId();
  const reasonLabel = category ? REASON_LABELS[category] : undefined;

  const flag = useFlagQuip({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: CLIENT_MSG.report.submitted, variant: "success" });
        onClose();
      },
      onError: (error) => {
        if (!handleUnauthorized(error, "register")) failureToast(error);
      },
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = FLAG_CATEGORIES.find((c) => c.key === category);
    const text = reasonLabel ? reason.trim() : "";
    const next = {
      category: chosen ? undefined : QUIP_MSG.flag.categoryRequired,
      reason:
        text.length > LIMITS.flagReasonMax
          ? QUIP_MSG.flag.reasonTooLong
          : category === "stolen" && !text
            ? QUIP_MSG.flag.sourceRequired
            : undefined,
      link: category === "repeat" && !link.trim() ? QUIP_MSG.flag.linkRequired : undefined,
    };
    setErrors(next);
    if (!chosen || next.reason || next.link) return;
    const linkText = chosen.key === "repeat" ? link.trim() : "";
    const linkedQuipId = linkText ? parseQuipLink(linkText) : null;
    if (linkText && !linkedQuipId) {
      toast({
        title: CLIENT_MSG.report.invalidLinkTitle,
        description: CLIENT_MSG.report.invalidLinkBody(window.location.host),
        variant: "destructive",
      });
      return;
    }
    flag.mutate({ quipId, category: chosen.label, reason: text || null, linkedQuipId });
  }

  const categoryErrorId = `${id}-category-error`;
  const reasonId = `${id}-reason`;
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="border-amber-200 p-4 sm:p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <Flag aria-hidden="true" className="size-5 text-amber-700" />
        Report this quip
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        <fieldset aria-describedby={errors.category ? categoryErrorId : undefined}>
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
                  name={`${id}-category`}
                  value={option.key}
                  checked={category === option.key}
                  onChange={() => setCategory(option.key)}
                  className="size-4 shrink-0 accent-brand"
                />
                <span className="text-gray-900">{option.label}</span>
              </label>
            ))}
          </div>
          <FieldError id={categoryErrorId} message={errors.category} />
        </fieldset>

        {category === "repeat" ? (
          <TextField
            id={`${id}-link`}
            label="Link to the original quip"
            hint="Paste the quip's address or its id."
            value={link}
            error={errors.link}
            required
            inputMode="url"
            placeholder={`${window.location.origin}/quip/…`}
            onChange={(event) => setLink(event.target.value)}
          />
        ) : null}

        {reasonLabel ? (
          <div>
            <Label htmlFor={reasonId}>{reasonLabel}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              rows={3}
              required={category === "stolen"}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={`${reasonId}-count${errors.reason ? ` ${reasonId}-error` : ""}`}
              className="mt-1.5"
            />
            <div className="mt-1.5 flex items-start justify-between gap-3">
              <FieldError id={`${reasonId}-error`} message={errors.reason} className="mt-0" />
              <CharacterCounter
                id={`${reasonId}-count`}
                count={reason.length}
                max={LIMITS.flagReasonMax}
                className="ml-auto"
              />
            </div>
          </div>
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={flag.isPending}>
            {flag.isPending ? <Spinner className="size-4" /> : null}
            Submit Report
          </Button>
        </div>
      </form>
    </Card>
  );
}
