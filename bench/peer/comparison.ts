import { QUIP_PAGE } from "./quip-page";
import { HEALTH, type Measured, type Side, type Turn } from "./rounds";
import { SPREAD_LIKES } from "./spread-likes";

/** The median of a few values and their extremes. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface SideFigures {
  rps: Spread;
  p50: Spread;
  p99: Spread;
  failures: number;
}

/** One scenario measured on both servers in every round. */
export interface ComparedScenario {
  name: string;
  quip: SideFigures;
  peer: SideFigures;
  /** Quip's requests/s over the peer's, round by round. */
  ratio: Spread;
  /** Rounds in which both servers ran it. */
  rounds: number;
  /** The load average as each of those turns began, both sides. */
  loads: number[];
  /** The cores other processes used during each of those turns. */
  neighbours: number[];
}

/**
 * The scenarios bench.mjs runs, then the spread likes and the quip page, in the order the
 * table shows them, with what Quip must reach over the peer (null: shown, no target).
 */
export const COMPARED = [
  { name: "feed-top48-p1", label: "feed top48, page 1, signed in", isFeed: true, over: 10 },
  { name: "feed-hot-p1", label: "feed hot, page 1, signed in", isFeed: true, over: 10 },
  { name: "feed-new-p1", label: "feed new, page 1, signed in", isFeed: true, over: 3 },
  { name: "feed-top48-p50", label: "feed top48, page 50, signed in", isFeed: true, over: 10 },
  {
    name: QUIP_PAGE.member,
    label:
      "quip page, signed in (Quip's thread: the quip and its first comments; the peer's quip with its comment tree)",
    isFeed: false,
    over: 3,
  },
  {
    name: QUIP_PAGE.visitor,
    label: "quip page, visitor (as above)",
    isFeed: false,
    over: 3,
  },
  {
    name: "quip-detail",
    label:
      "bench.mjs's quip detail (not the same work: Quip's quip alone, the peer's with every comment)",
    isFeed: false,
    over: null,
  },
  {
    name: "like-toggle",
    label: "like toggle, 100 members on one quip",
    isFeed: false,
    over: 2,
  },
  { name: SPREAD_LIKES, label: "like toggle spread over 512 quips", isFeed: false, over: 2 },
] as const;

export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}

/** Rounds in which both servers ran the scenario; a peer that answered nothing gives ∞. */
export function compare(turns: Turn[]): ComparedScenario[] {
  return COMPARED.flatMap(({ name }) => {
    const rounds = pairedRounds(turns, name);
    if (rounds.length === 0) return [];
    return [
      {
        name,
        quip: figures(rounds.map((r) => r.quip)),
        peer: figures(rounds.map((r) => r.peer)),
        ratio: spreadOf(rounds.map((r) => r.quip.rps / r.peer.rps)),
        rounds: rounds.length,
        loads: rounds.flatMap((r) => r.loads),
        neighbours: rounds.flatMap((r) => r.neighbours),
      },
    ];
  });
}

/** Each signed-in feed's rate over Quip's own health route's in the same round. */
export function feedsOverHealth(turns: Turn[]): Array<{ name: string; share: Spread }> {
  const quipTurns = turns.filter((t) => t.side === "quip");
  return COMPARED.filter((c) => c.isFeed).flatMap(({ name }) => {
    const shares = quipTurns.flatMap((t) => {
      const feed = t.scenarios[name];
      const health = t.scenarios[HEALTH];
      return feed && health && health.rps > 0 ? [feed.rps / health.rps] : [];
    });
    return shares.length > 0 ? [{ name, share: spreadOf(shares) }] : [];
  });
}

type PairedRound = Record<Side, Measured> & { loads: number[]; neighbours: number[] };

function pairedRounds(turns: Turn[], name: string): PairedRound[] {
  const rounds = [...new Set(turns.map((t) => t.round))];
  return rounds.flatMap((round) => {
    const quipTurn = turns.find((t) => t.round === round && t.side === "quip");
    const peerTurn = turns.find((t) => t.round === round && t.side === "peer");
    const quip = quipTurn?.scenarios[name];
    const peer = peerTurn?.scenarios[name];
    if (!quipTurn || !peerTurn || !quip || !peer) return [];
    const both = [quipTurn, peerTurn];
    return [
      {
        quip,
        peer,
        loads: both.map((t) => t.loadAverage),
        neighbours: both.map((t) => t.neighbours),
      },
    ];
  });
}

function figures(measured: Measured[]): SideFigures {
  return {
    rps: spreadOf(measured.map((m) => m.rps)),
    p50: spreadOf(measured.map((m) => m.p50)),
    p99: spreadOf(measured.map((m) => m.p99)),
    failures: measured.reduce((sum, m) => sum + m.failures, 0),
  };
}
