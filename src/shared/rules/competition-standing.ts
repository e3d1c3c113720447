import { LIMITS } from "#shared/limits.ts";
import { TITLES, type TitleKey } from "./titles";

/** Where a quip finished, as the city distribution counts it; every entry falls in one. */
export type Tier = "top20" | "top40" | "top60" | "bottom40" | "bottom5";

export interface Standing {
  /** Rank ÷ entries × 100, rounded up to hundredths: the quip is within the top `percentile`%. */
  percentile: number;
  tier: Tier;
  /** Null below the podium in a competition of fewer than `competitionTitlesMinEntries`. */
  titleKey: TitleKey | null;
}

const PODIUM: readonly TitleKey[] = ["mayor", "deputy_mayor", "city_treasurer"];

const TIER_TITLES: Record<Tier, TitleKey> = {
  top20: "city_council",
  top40: "school_board",
  top60: "zoning",
  bottom40: "citizen",
  bottom5: "village_idiot",
};

/**
 * A quip's standing from its rank (standard competition ranking: ties share the best), the
 * number of entries and its likes: the one rule behind the notice, the distribution, the
 * streaks, the topic page and the result card (decision 0134).
 *
 * A quip is in a top tier when it lies wholly within that share (rank ≤ share × entries), and
 * in the bottom 5% only when at least 95% of the entries finished strictly ahead of it, so the
 * last of two is not. What is in neither is the bottom 40%. The podium needs a like; the other
 * titles need enough entries for their shares to hold whole places.
 */
export function competitionStanding(entry: {
  ranking: number;
  totalQuips: number;
  likesCount: number;
}): Standing {
  const { ranking, totalQuips, likesCount } = entry;
  if (!Number.isInteger(ranking) || ranking < 1 || ranking > totalQuips) {
    throw new RangeError(`No rank ${ranking} among ${totalQuips} entries`);
  }
  // Integers throughout: a tier is decided exactly, and the rounded-up percentile agrees with it.
  const withinTop = (share: number) => ranking * 100 <= share * totalQuips;
  const tier: Tier = withinTop(20)
    ? "top20"
    : withinTop(40)
      ? "top40"
      : withinTop(60)
        ? "top60"
        : (ranking - 1) * 100 >= 95 * totalQuips
          ? "bottom5"
          : "bottom40";
  const podium = likesCount > 0 ? PODIUM[ranking - 1] : undefined;
  const titled = totalQuips >= LIMITS.competitionTitlesMinEntries;
  return {
    percentile: Math.ceil((ranking * 10_000) / totalQuips) / 100,
    tier,
    titleKey: podium ?? (titled ? TIER_TITLES[tier] : null),
  };
}

/** A notice's share, "Top 34%": rounded up, so it never claims a better tier than the quip's. */
export function percentileLabel(percentile: number): string {
  return `Top ${Math.ceil(percentile)}%`;
}

export interface Placement {
  quipId: string;
  userId: string;
  likesCount: number;
  ranking: number;
  percentile: number;
  titleKey: TitleKey | null;
  title: string | null;
  tier: Tier;
}

/** Ranks a competition's quips by likes, ties sharing the best rank (1, 1, 3), and places each. */
export function rankCompetition(
  entries: Array<{ quipId: string; userId: string; likesCount: number }>,
): Placement[] {
  const sorted = [...entries].sort((a, b) => b.likesCount - a.likesCount);
  const totalQuips = sorted.length;
  let ranking = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || entry.likesCount !== sorted[index - 1]?.likesCount) ranking = index + 1;
    const standing = competitionStanding({ ranking, totalQuips, likesCount: entry.likesCount });
    return {
      ...entry,
      ranking,
      ...standing,
      title: standing.titleKey ? TITLES[standing.titleKey] : null,
    };
  });
}
