import { Flame, Heart, Landmark, PenLine } from "lucide-react";
import type { UserProfile } from "../../../../shared/schemas/user";
import { StatCard } from "./stat-card";

/** Post, like and city streaks (city: competitions in a row in the top 20%), current and max. */
export function StreaksCard({ profile }: { profile: UserProfile }) {
  const streaks = [
    {
      label: "Post streak",
      icon: PenLine,
      current: profile.currentPostStreak,
      max: profile.maxPostStreak,
    },
    {
      label: "Like streak",
      icon: Heart,
      current: profile.currentLikeStreak,
      max: profile.maxLikeStreak,
    },
    {
      label: "City streak",
      note: "Top 20%",
      icon: Landmark,
      current: profile.currentCityStreak,
      max: profile.maxCityStreak,
    },
  ];
  return (
    <StatCard
      id="stats-streaks"
      title="Streaks"
      icon={<Flame aria-hidden="true" className="size-5" />}
    >
      <ul className="grid gap-2 sm:grid-cols-3">
        {streaks.map(({ label, note, icon: Icon, current, max }) => (
          <li key={label} className="rounded-xl bg-gray-50 p-3">
            <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm font-semibold text-gray-800">
              <Icon aria-hidden="true" className="size-4 text-brand" />
              <span className="whitespace-nowrap">{label}</span>
              {note ? (
                <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs whitespace-nowrap text-brand-strong">
                  {note}
                </span>
              ) : null}
            </p>
            <dl className="mt-2 flex items-baseline gap-4">
              <div>
                <dt className="text-xs text-gray-700">Current</dt>
                <dd className="text-2xl font-bold text-gray-900 tabular-nums">{current}</dd>
              </div>
              <div>
                <dt className="text-xs text-gray-700">Max</dt>
                <dd className="text-lg font-semibold text-gray-800 tabular-nums">{max}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </StatCard>
  );
}
