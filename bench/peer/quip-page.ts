import type { Audience, HttpRequest, ReadScenario } from "../scenarios";
import type { Side } from "./rounds";

/** How many of the spread-like quips the page scenarios open, one after another. */
const PAGE_QUIPS = 64;

export const QUIP_PAGE = { member: "quip-page-member", visitor: "quip-page-visitor" } as const;

/**
 * The same quips opened on both servers, by a member (each page under the next member's
 * cookie) or by a visitor with no cookie: one request a page on each. The peer answers a quip
 * with its whole comment tree; Quip's page asks for the quip's thread, the quip and the first
 * page of its comments, as its client does on opening the page.
 */
export function quipPageScenario(
  side: Side,
  audience: Audience,
  cookies: string[],
  quipIds: string[],
): ReadScenario {
  const requests = quipIds.slice(0, PAGE_QUIPS).map((id, i): HttpRequest => {
    const cookie = audience === "member" ? cookies[i % cookies.length] : undefined;
    const path = side === "quip" ? `/api/quips/${id}/thread` : `/api/quips/${id}`;
    return { method: "GET", path, ...(cookie ? { cookie } : {}) };
  });
  return { kind: "read", name: QUIP_PAGE[audience], requests };
}
