import type { Audience, HttpRequest, ReadScenario } from "../scenarios";
import type { Side } from "./rounds";

/** How many of the spread-like quips the page scenarios open, one after another. */
const PAGE_QUIPS = 64;

export const QUIP_PAGE = { member: "quip-page-member", visitor: "quip-page-visitor" } as const;

/**
 * What each server is asked for to show one quip page. The peer answers a quip with its whole
 * comment tree in one request; Quip's page asks for the quip and the first page of its
 * comments, as its client does on opening the page. A scenario's requests/s divided by this is
 * pages/s, the figure the two are compared on.
 */
export const REQUESTS_PER_PAGE: Record<Side, number> = { quip: 2, peer: 1 };

/**
 * The same quips opened on both servers, by a member (each page under the next member's
 * cookie, both of its requests alike) or by a visitor with no cookie.
 */
export function quipPageScenario(
  side: Side,
  audience: Audience,
  cookies: string[],
  quipIds: string[],
): ReadScenario {
  const requests = quipIds.slice(0, PAGE_QUIPS).flatMap((id, i): HttpRequest[] => {
    const cookie = audience === "member" ? cookies[i % cookies.length] : undefined;
    const paths =
      side === "quip" ? [`/api/quips/${id}`, `/api/quips/${id}/comments`] : [`/api/quips/${id}`];
    return paths.map((path) => ({ method: "GET", path, ...(cookie ? { cookie } : {}) }));
  });
  return { kind: "read", name: QUIP_PAGE[audience], requests };
}
