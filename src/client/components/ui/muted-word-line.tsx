import { SAFETY_MSG } from "../../../shared/user-messages";
import { cn } from "../../lib/cn";

/**
 * "Hidden: contains a muted word — show", the folded item's only line (`useMutedWordFold`).
 * Cards load it on demand (`LazyMutedWordLine`): the rules' messages are not part of the first
 * page load.
 */
export function MutedWordLine({
  onShow,
  what,
  className,
}: {
  onShow: () => void;
  /** What "show" opens, for screen readers: "this quip", "this comment". */
  what: string;
  className?: string;
}) {
  return (
    <p className={cn("text-sm text-gray-700", className)}>
      {SAFETY_MSG.mutedWordHidden} —{" "}
      <button
        type="button"
        onClick={onShow}
        className="rounded font-semibold text-brand-strong underline underline-offset-2 hover:text-gray-900"
      >
        {SAFETY_MSG.mutedWordShow}
        <span className="sr-only"> {what}</span>
      </button>
    </p>
  );
}
