import { cn } from "#client/lib/cn.ts";
import type { ModerationQueue, QueueKind } from "#shared/schemas/moderation.ts";

const KINDS: ReadonlyArray<{ value: QueueKind | ""; label: string }> = [
  { value: "", label: "All" },
  { value: "quip", label: "Quips" },
  { value: "comment", label: "Comments" },
  { value: "member", label: "Members" },
  { value: "appeal", label: "Appeals" },
  { value: "held", label: "Held" },
];

/** Which kind of item the queue shows, each with how many wait. */
export function KindFilter({
  value,
  counts,
  onChange,
}: {
  value: QueueKind | "";
  counts: ModerationQueue["counts"] | undefined;
  onChange: (kind: QueueKind | "") => void;
}) {
  const countOf = (kind: QueueKind | "") =>
    counts
      ? kind
        ? counts[kind]
        : counts.quip + counts.comment + counts.member + counts.appeal + counts.held
      : null;
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Show</legend>
      {KINDS.map(({ value: kind, label }) => {
        const count = countOf(kind);
        const isSelected = kind === value;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onChange(kind)}
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
              isSelected
                ? "border-brand bg-brand text-white"
                : "border-gray-300 bg-white text-gray-800 hover:border-gray-400 hover:bg-gray-50",
            )}
          >
            {label}
            {count === null ? null : <span className="tabular-nums">({count})</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
