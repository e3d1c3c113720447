import { notQuotable } from "../quiet";
import { BUSIEST_COMMENTS_NAME } from "../scenarios";
import { atLeast, atMost, type TargetCheck } from "../targets";
import { COMPARED, type ComparedScenario, type Spread } from "./comparison";
import type { QuipOnlyFigure } from "./quip-only";

const LIKE_SCENARIOS = new Set<string>(COMPARED.filter((c) => c.over === 2).map((c) => c.name));
const LIKE_P99_MS = 100;
const THREAD_ANSWER_KB = 20;
/** Quip's own scenarios and their latency limits. */
const QUIP_ONLY_P99: Array<[string, number]> = [
  [BUSIEST_COMMENTS_NAME, 30],
  ["search quips member", 50],
  ["search users member", 50],
];
/** Where a check shows in the tables of docs/benchmarks.md. */
export const WHOLE_RUN = "the whole run";

/** A target, the scenario row it belongs to, and its limit in a few words for that row. */
export interface PeerTarget extends TargetCheck {
  scenario: string;
  goal: string;
  /** Why the figure may not be quoted (a busy machine, too few or too short rounds), or null. */
  notQuotable: string | null;
}
const FEEDS_OVER_HEALTH = 0.25;
const RSS_LIMIT_MB = 300;

export interface PeerRunFigures {
  compared: ComparedScenario[];
  feedShares: Array<{ name: string; share: Spread }>;
  /** The Quip-only scenarios, with their SQL floor, round by round. */
  quipOnly: QuipOnlyFigure[];
  /** The answer to the busiest quip's comments, as the capture received it. */
  threadAnswerBytes: number | null;
  /** Quip's highest RSS over every server process of the run. */
  quipPeakRssMb: number;
  durationS: number;
}

/**
 * The targets of the performance issue that a run beside the peer can check, each on the
 * median of its rounds. A scenario that was not measured, or in which Quip failed to answer
 * some requests, misses its targets: it is not skipped. Each says whether it may be quoted.
 */
export function checkPeerTargets(figures: PeerRunFigures): PeerTarget[] {
  const checks: PeerTarget[] = [];
  const check = (
    scenario: string,
    goal: string,
    target: string,
    judge: ((target: string) => TargetCheck) | null,
    quotable: string | null,
    failures = 0,
  ) => {
    const missed = (actual: string) => ({ target, pass: false, actual, marginPct: Number.NaN });
    const judged =
      failures > 0 ? missed(`${failures} failed`) : judge ? judge(target) : missed("not measured");
    checks.push({ ...judged, scenario, goal, notQuotable: judge ? quotable : null });
  };
  const takenOver = (taken: { loads: number[]; neighbours: number[]; rounds: number }) =>
    notQuotable({ ...taken, durationS: figures.durationS });
  for (const { name, label, isFeed, over } of COMPARED) {
    if (over === null) continue;
    const row = figures.compared.find((c) => c.name === name);
    const failures = row?.quip.failures ?? 0;
    const quotable = row ? takenOver(row) : null;
    check(
      name,
      `≥ ${over}×`,
      `${label}: ≥ ${over}× the peer`,
      row ? (t) => atLeast(t, row.ratio.median, over, "×") : null,
      quotable,
      failures,
    );
    if (LIKE_SCENARIOS.has(name)) {
      check(
        name,
        `p99 < ${LIKE_P99_MS} ms`,
        `${label}: p99 < ${LIKE_P99_MS} ms`,
        row ? (t) => atMost(t, row.quip.p99.median, LIKE_P99_MS, " ms") : null,
        quotable,
        failures,
      );
    }
    if (isFeed) {
      const share = figures.feedShares.find((f) => f.name === name)?.share;
      check(
        name,
        `≥ ${FEEDS_OVER_HEALTH}× health`,
        `${label}: ≥ ${FEEDS_OVER_HEALTH}× Quip's /api/health rps`,
        share ? (t) => atLeast(t, share.median, FEEDS_OVER_HEALTH, "×") : null,
        quotable,
        failures,
      );
    }
  }
  for (const [name, limit] of QUIP_ONLY_P99) {
    const figure = figures.quipOnly.find((r) => r.name === name);
    // A run with no request answered well has no latency to judge.
    const answered = figure && figure.requests > 0 ? figure : undefined;
    check(
      name,
      `p99 < ${limit} ms`,
      `${name}: p99 < ${limit} ms`,
      answered ? (t) => atMost(t, answered.p99.median, limit, " ms") : null,
      figure ? takenOver(figure) : null,
      figure?.failures ?? 0,
    );
  }
  const bytes = figures.threadAnswerBytes;
  check(
    BUSIEST_COMMENTS_NAME,
    `answer < ${THREAD_ANSWER_KB} KB`,
    `${BUSIEST_COMMENTS_NAME}: answer < ${THREAD_ANSWER_KB} KB`,
    bytes === null ? null : (t) => atMost(t, bytes / 1024, THREAD_ANSWER_KB, " KB"),
    null,
  );
  check(
    WHOLE_RUN,
    `RSS < ${RSS_LIMIT_MB} MB`,
    `Quip's RSS < ${RSS_LIMIT_MB} MB through the whole run`,
    (t) => atMost(t, figures.quipPeakRssMb, RSS_LIMIT_MB, " MB"),
    null,
  );
  return checks;
}
