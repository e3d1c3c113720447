/**
 * Reporting a member from their profile (decision 0152). A module apart from REPORT_MSG, which
 * every quip card carries: a module is bundled whole, and the first load need not carry these.
 */
export const MEMBER_REPORT_MSG = {
  button: "Report",
  title: (username: string) => `Report ${username}`,
  description:
    "Moderators review every report. The member is not told that they were reported, nor by whom.",
  legend: "Why are you reporting this member?",
  reason: "Tell us more (optional)",
} as const;
