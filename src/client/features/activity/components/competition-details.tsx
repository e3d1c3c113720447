import { Link } from "wouter";
import { paths } from "../../../lib/paths";
import type { ActivityItem } from "../api/get-activity";
import { dataText } from "../lib/describe-activity";

const num = (value: unknown) => (typeof value === "number" ? value : null);

/** A competition result's ranking, percentile, city line and a link to the topic. */
export function CompetitionDetails({ item }: { item: ActivityItem }) {
  const ranking = num(item.data.ranking);
  const total = num(item.data.totalQuips);
  const percentile = num(item.data.percentile);
  const cityLine = dataText(item.data.cityLine);
  const topic = dataText(item.data.topicIdentifier);
  return (
    <div className="mt-2 space-y-1 text-sm text-gray-700">
      {ranking !== null ? (
        <p>
          Ranked <span className="font-semibold text-gray-900">#{ranking}</span>
          {total !== null ? ` of ${total} ${total === 1 ? "quip" : "quips"}` : ""}
          {percentile !== null ? ` · Top ${Math.round(percentile)}%` : ""}
        </p>
      ) : null}
      {cityLine ? <p className="font-semibold text-brand-strong">{cityLine}</p> : null}
      {topic ? (
        <Link
          href={paths.topic.getHref(topic)}
          className="inline-block font-semibold text-brand-strong underline-offset-2 hover:underline"
        >
          See the topic
        </Link>
      ) : null}
    </div>
  );
}
