/**
 * When a figure may be quoted. On these shared two-core machines a busy neighbour slows the
 * two servers unequally (the peer more than Quip), so a ratio taken under load flatters: a
 * figure measured with the 1-minute load average at or above QUIET_LOAD, in fewer than
 * MIN_ROUNDS interleaved rounds or in rounds shorter than MIN_ROUND_S, is shown with why and
 * is never a headline.
 */
export const QUIET_LOAD = 2;
export const MIN_ROUNDS = 5;
export const MIN_ROUND_S = 10;

export interface Taken {
  /** The load average at each turn's start and end. */
  loads: number[];
  rounds: number;
  durationS: number;
}

/** Why a figure is not quotable, or null when it is. */
export function notQuotable({ loads, rounds, durationS }: Taken): string | null {
  const reasons: string[] = [];
  const highest = Math.max(0, ...loads);
  if (highest >= QUIET_LOAD) reasons.push(`load average up to ${highest.toFixed(1)}`);
  if (rounds < MIN_ROUNDS) reasons.push(`${rounds} round${rounds === 1 ? "" : "s"}`);
  if (durationS < MIN_ROUND_S) reasons.push(`${durationS} s rounds`);
  return reasons.length > 0 ? reasons.join(", ") : null;
}
