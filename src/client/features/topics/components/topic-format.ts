/** "2025-09-14" → "Sun, Sep 14, 2025" (an Eastern calendar day, shown as that day anywhere). */
export function formatTopicDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

export const quipCountText = (count: number) => (count === 1 ? "1 quip" : `${count} quips`);

/** {hour: 6, minute: 0} → "6:00 AM" (an Eastern wall-clock time). */
export function formatClock({ hour, minute }: { hour: number; minute: number }): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** 3725000 ms → "01:02:05" (never below zero). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, "0")).join(":");
}
