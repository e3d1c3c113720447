import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { CharacterCounter } from "#client/components/ui/character-counter.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { useFlagComment } from "#client/features/quips/api/change-comment.ts";
import { LIMITS } from "#shared/limits.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { COMMENT_FLAG_CATEGORIES } from "#shared/schemas/flags.ts";

const m = COMMENT_MSG;
type CategoryKey = (typeof COMMENT_FLAG_CATEGORIES)[number]["key"];

/**
 * Reporting a comment, under it: the categories that fit a comment and an optional word more.
 * It opens on the first category; Cancel, Escape or a sent report closes it.
 */
export function CommentReportForm({
  quipId,
  commentId,
  onClose,
}: {
  quipId: string;
  commentId: string;
  onClose: () => void;
}) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<CategoryKey | null>(null);
  const [reason, setReason] = useState("");
  const [isMissing, setMissing] = useState(false);
  const flag = useFlagComment({ onSuccess: onClose });
  useEffect(() => first.current?.focus(), []);
  const chosen = COMMENT_FLAG_CATEGORIES.find((c) => c.key === category);
  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) {
          setMissing(true);
          return;
        }
        if (reason.length > LIMITS.flagReasonMax || flag.isPending) return;
        flag.mutate({ quipId, commentId, category: chosen.label, reason: reason.trim() || null });
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      noValidate
      className="mt-2 space-y-3 rounded-xl border border-amber-200 p-3"
    >
      <fieldset aria-describedby={isMissing ? `${id}-error` : undefined}>
        <legend id={`${id}-title`} className="text-sm font-semibold text-gray-800">
          {m.reportLegend}
        </legend>
        <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
          {COMMENT_FLAG_CATEGORIES.map((option, index) => (
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
            {QUIP_MSG.flag.commentCategoryRequired}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor={`${id}-reason`}>{m.reportReason}</Label>
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
        <Button variant="ghost" size="sm" onClick={onClose}>
          {m.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={flag.isPending}>
          {flag.isPending ? <Spinner className="size-4" /> : null}
          Submit Report
        </Button>
      </div>
    </form>
  );
}
