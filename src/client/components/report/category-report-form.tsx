import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { CharacterCounter } from "#client/components/ui/character-counter.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { cn } from "#client/lib/cn.ts";
import { LIMITS } from "#shared/limits.ts";

type Category = { readonly key: string; readonly label: string };

/**
 * A report by category with an optional word more: a comment's under it, a member's in a
 * dialog on their profile. The categories are radio buttons; sending without one says
 * `missingCategory`. `focusFirst` puts the focus on the first category as it opens (a dialog
 * places the focus itself). Escape or Cancel calls `onCancel`.
 */
export function CategoryReportForm<C extends Category>({
  categories,
  legend,
  reasonLabel,
  missingCategory,
  isPending,
  onSubmit,
  onCancel,
  cancelLabel = "Cancel",
  focusFirst = false,
  className,
}: {
  categories: readonly C[];
  legend: string;
  reasonLabel: string;
  missingCategory: string;
  isPending: boolean;
  onSubmit: (report: { category: C; reason: string | null }) => void;
  onCancel: () => void;
  cancelLabel?: string;
  focusFirst?: boolean;
  className?: string;
}) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<C["key"] | null>(null);
  const [reason, setReason] = useState("");
  const [isMissing, setMissing] = useState(false);
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);
  const chosen = categories.find((c) => c.key === category);
  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) {
          setMissing(true);
          return;
        }
        if (reason.length > LIMITS.flagReasonMax || isPending) return;
        onSubmit({ category: chosen, reason: reason.trim() || null });
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
      noValidate
      className={cn("space-y-3", className)}
    >
      <fieldset aria-describedby={isMissing ? `${id}-error` : undefined}>
        <legend id={`${id}-title`} className="text-sm font-semibold text-gray-800">
          {legend}
        </legend>
        <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
          {categories.map((option, index) => (
            <label
              key={option.key}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-3 py-2 hover:border-gray-400 has-checked:border-brand has-checked:bg-brand-soft"
            >
              <input
                ref={index === 0 ? first : undefined}
                type="radio"
                name={`${id}-category`}
                value={option.key}
                checked={category === option.key}
                onChange={() => {
                  setCategory(option.key);
                  setMissing(false);
                }}
                className="size-4 shrink-0 accent-brand"
              />
              <span className="text-gray-900">{option.label}</span>
            </label>
          ))}
        </div>
        {isMissing ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {missingCategory}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor={`${id}-reason`}>{reasonLabel}</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={2}
          aria-describedby={`${id}-count`}
          aria-invalid={reason.length > LIMITS.flagReasonMax ? true : undefined}
        />
        <CharacterCounter id={`${id}-count`} count={reason.length} max={LIMITS.flagReasonMax} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" size="sm" disabled={isPending}>
          {isPending ? <Spinner className="size-4" /> : null}
          Submit Report
        </Button>
      </div>
    </form>
  );
}
