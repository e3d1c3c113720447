/** The city titles of a competition, in the reading whose keys match the badge types. */
export const TITLES = {
  mayor: "Mayor",
  deputy_mayor: "Deputy Mayor",
  city_treasurer: "City Treasurer",
  city_council: "City Council",
  school_board: "School Board Member",
  zoning: "Zoning Commission Member",
  citizen: "Average Tax Paying Citizen",
  village_idiot: "Village Idiot",
} as const;
export type TitleKey = keyof typeof TITLES;

export const BADGE_TITLES = ["mayor", "deputy_mayor", "city_treasurer", "city_council"] as const;
export type BadgeType = (typeof BADGE_TITLES)[number];

export type Tier = "top20" | "top40" | "top60" | "bottom40" | "bottom5";

export interface Placement {
  quipId: string;
  userId: string;
  likesCount: number;
  ranking: number;
  percentile: number;
  titleKey: TitleKey;
  title: string;
  tier: Tier;
}

/**
 * Ranks quips by likes with standard competition ranking (ties share the best rank: 1, 1, 3),
 * percentile = rank / number of quips × 100, so tied quips also share the better tier.
 * The podium (ranks 1–3) needs at least one like and counts as top 20%.
 */
export function rankCompetition(
  entries: Array<{ quipId: string; userId: string; likesCount: number }>,
): Placement[] {
  const sorted = [...entries].sort((a, b) => b.likesCount - a.likesCount);
  const total = sorted.length;
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || entry.likesCount !== sorted[index - 1]?.likesCount) rank = index + 1;
    const percentile = Math.round((rank / total) * 100 * 100) / 100;
    const titleKey = titleFor(rank, percentile, entry.likesCount);
    return {
      ...entry,
      ranking: rank,
      percentile,
      titleKey,
      title: TITLES[titleKey],
      tier: tierFor(titleKey, percentile),
    };
  });
}

function titleFor(rank: number, percentile: number, likes: number): TitleKey {
  if (likes > 0 && rank === 1) return "mayor";
  if (likes > 0 && rank === 2) return "deputy_mayor";
  if (likes > 0 && rank === 3) return "city_treasurer";
  if (percentile <= 20) return "city_council";
  if (percentile <= 40) return "school_board";
  if (percentile <= 60) return "zoning";
  if (percentile > 95) return "village_idiot";
  return "citizen";
}

function tierFor(titleKey: TitleKey, percentile: number): Tier {
  if (titleKey === "mayor" || titleKey === "deputy_mayor" || titleKey === "city_treasurer")
    return "top20";
  if (percentile <= 20) return "top20";
  if (percentile <= 40) return "top40";
  if (percentile <= 60) return "top60";
  if (percentile > 95) return "bottom5";
  return "bottom40";
}

export function isBadgeTitle(key: TitleKey): key is BadgeType {
  return (BADGE_TITLES as readonly string[]).includes(key);
}

/** The line a competition notification ends with, e.g. "Mayor of Morning Coffee City". */
export function cityLine(title: string, topic: string): string {
  const city = topic
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(" ");
  return `${title} of ${city} City`;
}
