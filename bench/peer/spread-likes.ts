import type pg from "pg";
import type { SequenceScenario } from "../scenarios";

export const SPREAD_LIKES = "like-toggle-spread";
/** Far more quips than connections, so no two likes in flight meet on one quip. */
const SPREAD_QUIPS = 512;

/**
 * Quips picked by a hash of their creation time, which both databases hold to the
 * microsecond (their ids differ in Quip's version bits), so both servers get the same quips.
 */
export async function spreadQuipIds(db: pg.ClientBase): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    "select id from quips order by md5(extract(epoch from created_at)::text), id limit $1",
    [SPREAD_QUIPS],
  );
  return rows.rows.map((row) => row.id);
}

/**
 * bench.mjs toggles its members' likes on one quip after another, all of them on each; this
 * spreads them: request k toggles quip k mod 512 as member k mod 100, so a quip comes round
 * again only after the 511 others, and no two requests in flight touch one quip.
 */
export function spreadLikeScenario(cookies: string[], quipIds: string[]): SequenceScenario {
  let sent = 0;
  return {
    kind: "write",
    name: SPREAD_LIKES,
    next: () => {
      const k = sent++;
      return {
        method: "POST",
        path: `/api/quips/${quipIds[k % quipIds.length]}/like`,
        cookie: cookies[k % cookies.length] as string,
      };
    },
  };
}
