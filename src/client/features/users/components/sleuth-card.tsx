import { Fingerprint } from "lucide-react";
import { GUESS_MSG } from "#shared/messages/guesses.ts";
import type { UserProfile } from "#shared/schemas/users.ts";
import { StatCard, StatTiles } from "./stat-card";

const m = GUESS_MSG;

/**
 * The member's guesses at anonymous authors, as scored at each reveal (decision 0164): right
 * guesses of those scored, accuracy, and right guesses in a row, now and at best. A guess not yet
 * scored counts nowhere.
 */
export function SleuthCard({ sleuth }: { sleuth: UserProfile["sleuth"] }) {
  return (
    <StatCard
      id="stats-sleuth"
      title={m.statsTitle}
      icon={<Fingerprint aria-hidden="true" className="size-5" />}
    >
      <StatTiles
        columns="grid-cols-2 sm:grid-cols-4"
        tiles={[
          { label: m.statsRight, value: `${sleuth.right} of ${sleuth.scored}` },
          { label: m.statsAccuracy, value: sleuth.accuracy === null ? "–" : `${sleuth.accuracy}%` },
          { label: m.statsStreak, value: sleuth.currentStreak },
          { label: m.statsBestStreak, value: sleuth.maxStreak },
        ]}
      />
    </StatCard>
  );
}
