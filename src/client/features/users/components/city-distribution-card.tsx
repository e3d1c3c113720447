import { Landmark } from "lucide-react";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useCityDistribution } from "#client/features/users/api/get-city-distribution.ts";
import { share } from "#client/features/users/lib/profile-stats.ts";
import type { CityDistribution } from "#shared/schemas/users.ts";
import { StatCard } from "./stat-card";

const TIERS: Array<{ key: Exclude<keyof CityDistribution, "total">; label: string }> = [
  { key: "top20", label: "Top 20%" },
  { key: "top40", label: "Top 40%" },
  { key: "top60", label: "Top 60%" },
  { key: "bottom40", label: "Bottom 40%" },
  { key: "bottom5", label: "Bottom 5%" },
];

/** Where the member's best quip finished in each topic competition, tier by tier. */
export function CityDistributionCard({ userId }: { userId: string }) {
  const distribution = useCityDistribution(userId);
  const data = distribution.data;
  return (
    <StatCard
      id="stats-city"
      title="City distribution"
      icon={<Landmark aria-hidden="true" className="size-5" />}
    >
      {distribution.isPending ? (
        <div role="status" aria-label="Loading city distribution">
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : !data ? (
        <p className="text-gray-700">The city distribution could not be loaded.</p>
      ) : (
        <>
          <p className="text-sm text-gray-700">
            {data.total === 0
              ? "No topic competitions entered yet."
              : `${data.total} topic ${data.total === 1 ? "competition" : "competitions"} entered`}
          </p>
          <dl className="mt-3 space-y-2">
            {TIERS.map(({ key, label }) => (
              <div key={key} className="grid grid-cols-[6.5rem_1fr] items-center gap-3">
                <dt className="text-sm font-semibold text-gray-800">{label}</dt>
                <dd className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="h-3 flex-1 overflow-hidden rounded-full bg-gray-100"
                  >
                    <span
                      className="block h-full rounded-full bg-brand"
                      style={{ width: `${share(data[key], data.total)}%` }}
                    />
                  </span>
                  <span className="w-8 text-right text-sm font-bold text-gray-900 tabular-nums">
                    {data[key]}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </StatCard>
  );
}
