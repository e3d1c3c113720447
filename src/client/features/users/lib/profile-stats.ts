/** Average likes per quip with 2 decimals; 0 without quips. */
export function averageLikes(totalLikes: number, quipsCount: number): string {
  return quipsCount > 0 ? (totalLikes / quipsCount).toFixed(2) : "0";
}

/** Share of a count in a total, as a whole percent (0 when the total is 0). */
export function share(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

type Liked = { createdAt: string; likesCount: number | null };

/**
 * Likes of the member's quips by the day they were posted, the last `days` days, oldest first;
 * an entry of an open competition counts none until its results (decision 0162).
 */
export function likesByDay(
  quips: Liked[],
  days: number,
  now: Date = new Date(),
): Array<{ day: string; likes: number }> {
  const key = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  const totals = new Map<string, number>();
  for (const quip of quips) {
    const day = key(new Date(quip.createdAt));
    totals.set(day, (totals.get(day) ?? 0) + (quip.likesCount ?? 0));
  }
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - index));
    const day = key(date);
    return { day, likes: totals.get(day) ?? 0 };
  });
}
