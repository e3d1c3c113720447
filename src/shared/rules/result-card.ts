import { cityLine } from "./titles";

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th… 21st, 22nd, 101st, 111th. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  if (last === 1) return `${n}st`;
  if (last === 2) return `${n}nd`;
  if (last === 3) return `${n}rd`;
  return `${n}th`;
}

/** "2nd of 148 quips". */
export function placeLine(ranking: number, totalQuips: number): string {
  return `${ordinal(ranking)} of ${totalQuips} ${totalQuips === 1 ? "quip" : "quips"}`;
}

/** A result card's one line, e.g. "Deputy Mayor of Passwords City — 2nd of 148 quips". */
export function resultHeadline(result: {
  title: string;
  topic: string;
  ranking: number;
  totalQuips: number;
}): string {
  return `${cityLine(result.title, result.topic)} — ${placeLine(result.ranking, result.totalQuips)}`;
}

/** A result card's page and its picture. */
export const resultCardPaths = {
  page: (competitionId: string, userId: string) =>
    `/results/${encodeURIComponent(competitionId)}/${encodeURIComponent(userId)}`,
  image: (competitionId: string, userId: string) =>
    `/api/results/${encodeURIComponent(competitionId)}/${encodeURIComponent(userId)}/image.png`,
};
