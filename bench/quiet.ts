/**
 * When a figure may be quoted. On these shared two-core machines a busy neighbour slows the
 * two servers unequally (the peer more than Quip), so a ratio taken under load flatters. The
 * run's own load cannot be the measure (32 connections raise the load average past 2 within a
 * round), so a turn waits for the 1-minute load average to fall under QUIET_LOAD before it
 * begins, and the processor time other processes take while it runs is measured
 * (neighbours.ts). A figure read with a turn begun at QUIET_LOAD or more, with neighbours
 * using QUIET_NEIGHBOURS cores or more, in fewer than MIN_ROUNDS interleaved rounds or in
 * rounds shorter than MIN_ROUND_S, is shown with why and is never a headline.
 */
export const QUIET_LOAD = 2;
/** A tenth of the machine's two cores. */
export const QUIET_NEIGHBOURS = 0.2;
export const MIN_ROUNDS = 5;
export const MIN_ROUND_S = 10;

export interface Taken {
  /** The 1-minute load average as each turn began. */
  loads: number[];
  /** The cores other processes used during each turn. */
  neighbours: number[];
  rounds: number;
  durationS: number;
}

/** Why a figure is not quotable, or null when it is. */
export function notQuotable({ loads, neighbours, rounds, durationS }: Taken): string | null {
  const reasons: string[] = [];
  const highest = Math.max(0, ...loads);
  if (highest >= QUIET_LOAD)
    reasons.push(`a turn began at a load average of ${highest.toFixed(1)}`);
  const busiest = Math.max(0, ...neighbours);
  if (busiest >= QUIET_NEIGHBOURS) {
    reasons.push(`other processes used up to ${busiest.toFixed(2)} cores`);
  }
  if (rounds < MIN_ROUNDS) reasons.push(`${rounds} round${rounds === 1 ? "" : "s"}`);
  if (durationS < MIN_ROUND_S) reasons.push(`${durationS} s rounds`);
  return reasons.length > 0 ? reasons.join(", ") : null;
}
