import { Award } from "lucide-react";
import { competitionRibbonText } from "#client/entities/topic/index.ts";
import type { CompetitionResult } from "#shared/schemas/topics.ts";

/** The title a quip earned in its topic's competition, as a tab on top of its card. */
export function CompetitionRibbon({ result }: { result: CompetitionResult }) {
  return (
    <p className="ml-4 inline-flex items-center gap-1.5 rounded-t-lg border border-b-0 border-amber-200 bg-amber-50 px-3 py-1 text-xs font-bold text-amber-900">
      <Award aria-hidden="true" className="size-3.5" />
      <span>
        <span className="sr-only">Competition result: </span>
        {competitionRibbonText(result)}
      </span>
    </p>
  );
}
