/**
 * The first `max` characters of a text on one line, with an ellipsis when it was cut
 * (the sidebar's 60-character quip excerpt, the activity list's 100).
 */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(line); // never split an emoji in half
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : line;
}
