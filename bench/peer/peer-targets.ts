import type { ScenarioRecord } from "../results";
import { BUSIEST_COMMENTS_NAME } from "../scenarios";
import { atLeast, atMost, type TargetCheck } from "../targets";
import { COMPARED, type ComparedScenario, type Spread } from "./comparison";
import { SPREAD_LIKES } from "./spread-likes";

const LIKE_SCENARIOS = new Set<string>(["like-toggle", SPREAD_LIKES]);
const LIKES_OVER_PEER = 2;
const LIKE_P99_MS = 100;
const OTHERS_OVER_PEER = 3;
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
}
const FEEDS_OVER_HEALTH = 0.25;
const RSS_LIMIT_MB = 300;

export interface PeerRunFigures {
  compared: ComparedScenario[];
  feedShares: Array<{ name: string; share: Spread }>;
  /** The Quip-only scenarios, with their SQL floor. */
  quipOnly: ScenarioRecord[];
  /** The answer to the busiest quip's comments, as the capture received it. */
  threadAnswerBytes: number | null;
  /** Quip's highest RSS over every server process of the run. */
  quipPeakRssMb: number;
}

/**
 * The targets of the performance issue that a run beside the peer can check, each on the
 * median of its rounds. A scenario that was not measured, or in which Quip failed to answer
 * some requests, misses its targets: it is not skipped.
 */
export function checkPeerTargets(figures: PeerRunFigures): PeerTarget[] {
  const checks: PeerTarget[] = [];
  const check = (
    scenario: string,
    goal: string,
    target: string,
    judge: ((target: string) => TargetCheck) | null,
    failures = 0,
  ) => {
    const missed = (actual: string) => ({ target, pass: false, actual, marginPct: Number.NaN });
    const judged =
      failures > 0 ? missed(`${failures} failed`) : judge ? judge(target) : missed("not measured");
    checks.push({ ...judged, scenario, goal });
  };
  const failuresOf = (record: ScenarioRecord) =>
    record.http.errors + record.http.non2xx + record.http.timeouts;
  for (const { name, label, isFeed } of COMPARED) {
    const row = figures.compared.find((c) => c.name === name);
    const failures = row?.quip.failures ?? 0;
    const over = LIKE_SCENARIOS.has(name) ? LIKES_OVER_PEER : OTHERS_OVER_PEER;
    check(
      name,
      `≥ ${over}×`,
      `${label}: ≥ ${over}× the peer`,
      row ? (t) => atLeast(t, row.ratio.median, over, "×") : null,
      failures,
    );
    if (LIKE_SCENARIOS.has(name)) {
      check(
        name,
        `p99 < ${LIKE_P99_MS} ms`,
        `${label}: p99 < ${LIKE_P99_MS} ms`,
        row ? (t) => atMost(t, row.quip.p99.median, LIKE_P99_MS, " ms") : null,
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
        failures,
      );
    }
  }
  for (const [name, limit] of QUIP_ONLY_P99) {
    const record = figures.quipOnly.find((r) => r.name === name);
    // A run with no request answered well has no latency to judge.
    const answered = record && record.http.requests > 0 ? record : undefined;
    check(
      name,
      `p99 < ${limit} ms`,
      `${name}: p99 < ${limit} ms`,
      answered ? (t) => atMost(t, answered.http.p99, limit, " ms") : null,
      record ? failuresOf(record) : 0,
    );
  }
  const bytes = figures.threadAnswerBytes;
  check(
    BUSIEST_COMMENTS_NAME,
    `answer < ${THREAD_ANSWER_KB} KB`,
    `${BUSIEST_COMMENTS_NAME}: answer < ${THREAD_ANSWER_KB} KB`,
    bytes === null ? null : (t) => atMost(t, bytes / 1024, THREAD_ANSWER_KB, " KB"),
  );
  check(
    WHOLE_RUN,
    `RSS < ${RSS_LIMIT_MB} MB`,
    `Quip's RSS < ${RSS_LIMIT_MB} MB through the whole run`,
    (t) => atMost(t, figures.quipPeakRssMb, RSS_LIMIT_MB, " MB"),
  );
  return checks;
}
