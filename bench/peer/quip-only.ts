import type { BackgroundWork } from "../background-work";
import type { ScenarioRecord } from "../results";
import { type Spread, spreadOf } from "./comparison";

/** A scenario the peer has no counterpart for, measured in several rounds beside its floor. */
export interface QuipOnlyFigure {
  name: string;
  rounds: number;
  rps: Spread;
  p50: Spread;
  p99: Spread;
  /** The SQL floor's, in the rounds that had one. */
  floorRps: Spread | null;
  floorP99: Spread | null;
  /** Non-2xx answers, errors and timeouts over every round. */
  failures: number;
  /** Requests answered over every round. */
  requests: number;
  /** The load average as each round began, once the run's own work had died down. */
  loads: number[];
  /** The cores other processes used while it was measured, round by round. */
  neighbours: number[];
  /** The scheduled work run beside it, round by round (the mixed run). */
  background: BackgroundWork[];
}

/** One round of the scenarios Quip runs alone, and the load average as it began. */
export interface QuipOnlyRound {
  load: number;
  records: ScenarioRecord[];
}

/** Each round's records, read scenario by scenario. */
export function quipOnlyFigures(rounds: QuipOnlyRound[]): QuipOnlyFigure[] {
  const names = [...new Set(rounds.flatMap((round) => round.records.map((r) => r.name)))];
  return names.map((name) => {
    const taken = rounds.filter((round) => round.records.some((r) => r.name === name));
    const records = taken.flatMap((round) => round.records.filter((r) => r.name === name));
    const floors = records.flatMap((r) => (r.floor ? [r.floor] : []));
    return {
      name,
      rounds: records.length,
      rps: spreadOf(records.map((r) => r.http.rps)),
      p50: spreadOf(records.map((r) => r.http.p50)),
      p99: spreadOf(records.map((r) => r.http.p99)),
      floorRps: floors.length > 0 ? spreadOf(floors.map((f) => f.rps)) : null,
      floorP99: floors.length > 0 ? spreadOf(floors.map((f) => f.p99)) : null,
      failures: records.reduce(
        (sum, r) => sum + r.http.errors + r.http.non2xx + r.http.timeouts,
        0,
      ),
      requests: records.reduce((sum, r) => sum + r.http.requests, 0),
      loads: taken.map((round) => round.load),
      neighbours: records.map((r) => r.http.load.neighbours),
      background: records.flatMap((r) => (r.background ? [r.background] : [])),
    };
  });
}
