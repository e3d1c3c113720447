import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useChartQuips } from "#client/features/users/api/get-chart-quips.ts";
import { likesByDay } from "#client/features/users/lib/profile-stats.ts";

const DAYS = 14;
const HEIGHT = 120;
const BAR = 16;
const GAP = 8;

const short = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString(undefined, { month: "short", day: "numeric" });

/**
 * Likes over time: the likes of the member's quips by the day they were posted, the last 14
 * days, as plain SVG bars (this module loads on demand with the Stats tab).
 */
export function LikesChart({ userId }: { userId: string }) {
  const quips = useChartQuips(userId);
  if (quips.isPending) return <Skeleton className="h-36 rounded-xl" />;
  if (quips.isError) return <p className="text-gray-700">The chart could not be loaded.</p>;
  const days = likesByDay(quips.data, DAYS);
  const total = days.reduce((sum, d) => sum + d.likes, 0);
  const best = days.reduce(
    (top, d) => (d.likes > top.likes ? d : top),
    days[0] ?? { day: "", likes: 0 },
  );
  const max = Math.max(1, best.likes);
  const width = DAYS * (BAR + GAP) - GAP;
  const summary =
    total === 0
      ? `No likes on quips posted in the last ${DAYS} days`
      : `${total} ${total === 1 ? "like" : "likes"} on quips posted in the last ${DAYS} days; the best day was ${short(best.day)} with ${best.likes}`;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-36 w-full"
        preserveAspectRatio="none"
      >
        {days.map((d, index) => {
          const h = d.likes === 0 ? 2 : Math.max(4, (d.likes / max) * (HEIGHT - 4));
          return (
            <rect
              key={d.day}
              x={index * (BAR + GAP)}
              y={HEIGHT - h}
              width={BAR}
              height={h}
              rx={3}
              className={d.likes === 0 ? "fill-gray-200" : "fill-brand"}
            >
              <title>{`${short(d.day)}: ${d.likes} ${d.likes === 1 ? "like" : "likes"}`}</title>
            </rect>
          );
        })}
      </svg>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-gray-600">
        <span>{short(days[0]?.day ?? "")}</span>
        <span>{short(days[DAYS - 1]?.day ?? "")}</span>
      </div>
      <figcaption className="mt-2 text-sm text-gray-700">{summary}.</figcaption>
    </figure>
  );
}
