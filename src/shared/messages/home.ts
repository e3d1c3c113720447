/** What the home page's side cards say. */
export const HOME_MSG = {
  adminModeNote: "Delete mode active - you can delete any quips",
  noRecentActivity: "No recent activity",
  trendingEmpty:
    "Nothing is trending yet. Topics, phrases and words show here once several new quips share them.",
  trendingFailed: "Couldn't load what's trending.",
  trendingQuips: (n: number) => (n === 1 ? "1 quip" : `${n} quips`),
} as const;
