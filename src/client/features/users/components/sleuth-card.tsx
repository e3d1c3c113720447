import { Search } from "lucide-react";
import { SLEUTH_STATS_MSG } from "#shared/messages/users.stats.ts";
import type { UserProfile } from "#shared/schemas/users.ts";
import { StatCard, StatTiles } from "./stat-card";

const m = SLEUTH_STATS_MSG;

/**
 * The member's guesses at anonymous authors, as scored at each reveal (decision 0164): right
 * guesses of those scored, accuracy, and right guesses in a row, now and at best. A guess not yet
 * scored counts nowhere.
 */
export function SleuthCard({ sleuth }: { sleuth: UserProfile["sleuth"] }) {
  return (
    <StatCard
      id="stats-sleuth"
      title={m.title}
      icon={<Search aria-hidden="true" className="size-5" />}
    >
      <StatTiles
        columns="grid-cols-2 sm:grid-cols-4"
        tiles={[
          { label: m.right, value: `${sleuth.right} of ${sleuth.scored}` },
          {
            label: m.accuracy,
            value: sleuth.accuracy === null ? "–" : `${sleuth.accuracy}%`,
          },
          { label: m.streak, value: sleuth.currentStreak },
          { label: m.bestStreak, value: sleuth.maxStreak },
        ]}
      />
    </StatCard>
  );
}
