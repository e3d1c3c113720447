import { Info } from "lucide-react";
import { titlesMinimumNote } from "#client/entities/topic/index.ts";

/** While a topic has fewer quips than its lower titles need, the page says so (decision 0134). */
export function TitlesMinimumNote({ quipCount }: { quipCount: number | undefined }) {
  const note = titlesMinimumNote(quipCount);
  if (!note) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-gray-700">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {note}
    </p>
  );
}
