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

export function isBadgeTitle(key: TitleKey | null): key is BadgeType {
  return (BADGE_TITLES as readonly (string | null)[]).includes(key);
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
