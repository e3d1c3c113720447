import { type HttpResult, type LoadOptions, runHttpLoad } from "../http-load";
import { settleLoad, watchNeighbours } from "../neighbours";
import { healthScenario, type Scenario } from "../scenarios";
import type { RunningServer } from "../server-process";
import { signInCookies } from "../sessions";
import { runPeerScript, SCRIPT_MEMBERS, type ScriptScenario } from "./peer-script";
import { quipPageScenario } from "./quip-page";
import { SPREAD_LIKES, spreadLikeScenario } from "./spread-likes";

export type Side = "quip" | "peer";
/** Each target is read from this many interleaved rounds at least. */
export const ROUNDS = 5;
export const HEALTH = "health";
/** bench.mjs's own warm-up before each scenario, given to the scenarios run here as well. */
const WARMUP_S = 2;

/** One scenario of one turn, whichever tool measured it. */
export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  failures: number;
}

/** One server's share of a round: bench.mjs, the spread likes and, for Quip, its health route. */
export interface Turn {
  round: number;
  side: Side;
  /** The 1-minute load average as the turn began, once the run's own work had died down. */
  loadAverage: number;
  /** The cores other processes used during the turn (neighbours.ts). */
  neighbours: number;
  scenarios: Record<string, Measured>;
  peakRssMb: number;
}

export interface RoundsSetup {
  peerDir: string;
  servers: Record<Side, RunningServer>;
  spreadQuipIds: Record<Side, string[]>;
  load: LoadOptions;
}

/**
 * ROUNDS rounds, each measuring both servers one after the other, the first of each round
 * taking turns (Quip, peer; peer, Quip; …), so that a machine growing busier or
 * quieter, or a database cache warming, weighs on both alike. Each finished turn is added to
 * `turns` at once, so a failure later in the run keeps what was measured before it.
 */
export async function runRounds(setup: RoundsSetup, turns: Turn[]): Promise<void> {
  const cookies = new Map<Side, string[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    const order: Side[] = round % 2 === 1 ? ["quip", "peer"] : ["peer", "quip"];
    for (const side of order) {
      const server = setup.servers[side];
      console.log(
        `\nRound ${round} of ${ROUNDS}: ${side} (bench.mjs, the spread likes, the quip page)`,
      );
      const turn: Turn = {
        round,
        side,
        loadAverage: await settleLoad(),
        neighbours: 0,
        scenarios: {},
        peakRssMb: 0,
      };
      const neighbours = watchNeighbours();
      const script = await runPeerScript(setup.peerDir, server, setup.load);
      for (const [name, scenario] of Object.entries(script.scenarios)) {
        turn.scenarios[name] = fromScript(scenario);
      }
      // bench.mjs has registered its members by now; they sign in once per server.
      const members = cookies.get(side) ?? (await signInCookies(server.origin, SCRIPT_MEMBERS));
      cookies.set(side, members);
      const warmThenMeasure = async (scenario: Scenario) => {
        await runHttpLoad(server, scenario, { ...setup.load, durationS: WARMUP_S });
        return runHttpLoad(server, scenario, setup.load);
      };
      const spread = spreadLikeScenario(members, setup.spreadQuipIds[side]);
      const results: Array<[string, HttpResult]> = [[SPREAD_LIKES, await warmThenMeasure(spread)]];
      for (const audience of ["member", "visitor"] as const) {
        const page = quipPageScenario(side, audience, members, setup.spreadQuipIds[side]);
        const http = await warmThenMeasure(page);
        turn.scenarios[page.name] = fromHttp(http);
        results.push([page.name, http]);
      }
      if (side === "quip") {
        results.push([HEALTH, await runHttpLoad(server, healthScenario(), setup.load)]);
      }
      for (const [name, http] of results) turn.scenarios[name] ??= fromHttp(http);
      turn.peakRssMb = Math.max(script.peakRssMb, ...results.map(([, http]) => http.peakRssMb));
      turn.neighbours = neighbours();
      printTurn(turn);
      turns.push(turn);
    }
  }
}

function fromScript(scenario: ScriptScenario): Measured {
  return {
    rps: scenario.requestsPerSec,
    p50: scenario.latencyMs.p50,
    p99: scenario.latencyMs.p99,
    failures: scenario.non2xx + scenario.errors + scenario.timeouts,
  };
}

function fromHttp(http: HttpResult): Measured {
  return {
    rps: http.rps,
    p50: http.p50,
    p99: http.p99,
    failures: http.non2xx + http.errors + http.timeouts,
  };
}

function printTurn(turn: Turn): void {
  for (const [name, m] of Object.entries(turn.scenarios)) {
    const failures = m.failures ? `, ${m.failures} failed` : "";
    console.log(
      `  ${turn.side.padEnd(5)} ${name.padEnd(20)} ${m.rps.toFixed(0).padStart(6)} rps, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms${failures}`,
    );
  }
  console.log(
    `  ${turn.side} RSS peak ${turn.peakRssMb.toFixed(0)} MB; load average ${turn.loadAverage.toFixed(1)} as it began, other processes ${turn.neighbours.toFixed(2)} cores`,
  );
}
