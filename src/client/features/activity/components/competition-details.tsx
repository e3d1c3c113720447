import { Link } from "wouter";
import { ShareResultLink } from "#client/entities/competition/index.ts";
import { paths } from "#client/lib/paths.ts";
import { COMPETITION_MSG } from "#shared/messages/competitions.ts";
import { percentileLabel } from "#shared/rules/competition-standing.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";

/**
 * A competition result's ranking, percentile, city line (or why there is no title) and a link
 * to the topic; once a titled result is public, "Share my result" opens the member's card.
 */
export function CompetitionDetails({ item, userId }: { item: ActivityItem; userId: string }) {
  const { ranking, totalQuips: total, percentile, cityLine, topicIdentifier: topic } = item.data;
  return (
    <div className="mt-2 space-y-1 text-sm text-gray-700">
      {ranking !== undefined ? (
        <p>
          Ranked <span className="font-semibold text-gray-900">#{ranking}</span>
          {total !== undefined ? ` of ${total} ${total === 1 ? "quip" : "quips"}` : ""}
          {percentile !== undefined ? ` · ${percentileLabel(percentile)}` : ""}
        </p>
      ) : null}
      {cityLine ? (
        <p className="font-semibold text-brand-strong">{cityLine}</p>
      ) : ranking !== undefined ? (
        <p>{COMPETITION_MSG.titlesMinimum}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {topic ? (
          <Link
            href={paths.topic.getHref(topic)}
            className="inline-block font-semibold text-brand-strong underline-offset-2 hover:underline"
          >
            See the topic
          </Link>
        ) : null}
        {item.resultCompetitionId ? (
          <ShareResultLink
            competitionId={item.resultCompetitionId}
            userId={userId}
            detail={cityLine ? `as ${cityLine}` : undefined}
          />
        ) : null}
      </div>
    </div>
  );
}
