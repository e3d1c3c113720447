import { Flame, Heart, Landmark, PenLine } from "lucide-react";
import type { UserProfile } from "#shared/schemas/users.ts";
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
      {/* Three equal columns at every width, figures on one baseline whatever the labels. */}
      <ul className="grid grid-cols-3 gap-2 text-center">
        {streaks.map(({ label, note, icon: Icon, current, max }) => (
          <li key={label} className="flex flex-col items-center rounded-xl bg-gray-50 px-1 py-3">
            <Icon aria-hidden="true" className="size-4 text-brand" />
            <p className="mt-1 text-sm leading-tight font-semibold text-gray-800">{label}</p>
            <p className="text-xs text-gray-700">{note ?? "\u00a0"}</p>
            <dl className="mt-auto pt-2">
              <div className="flex flex-col-reverse">
                <dt className="text-xs text-gray-700">Current</dt>
                <dd className="text-2xl font-bold text-gray-900 tabular-nums">{current}</dd>
              </div>
              <div className="mt-1 flex justify-center gap-1 text-xs text-gray-700">
                <dt>Max</dt>
                <dd className="font-semibold text-gray-900 tabular-nums">{max}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </StatCard>
  );
}
