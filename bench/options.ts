import { MIN_BENCH_QUIPS } from "#server/seeds/bench/plan.ts";
import { MIN_ROUND_S } from "./quiet";

export interface BenchOptions {
  quick: boolean;
  /** Beside the build of the original product's stack, on the same data (peer/peer-run.ts). */
  peer: boolean;
  durationS: number;
  connections: number;
  adminUrl: string;
  largeQuips: number;
  smallQuips: number;
  embeddedQuips: number;
  /** PGlite answers one query at a time: more connections only queue. */
  embeddedConnections: number;
  members: number;
  /** One phase alone, on the large dataset: the others are skipped. */
  only: OnlyPhase | null;
}

export const ONLY_PHASES = ["push-fanout", "compression"] as const;
export type OnlyPhase = (typeof ONLY_PHASES)[number];

const USAGE = `Usage: npm run bench [-- --peer] [--quick] [--quips N] [--duration SECONDS] [--connections N]
  --peer           Quip beside the peer (../shared/peer, or PEER_DIR) on the same generated data
  --quick          100k quips instead of 1M for the large dataset, 3 s per scenario (10 s beside the peer)
  --quips N        quips in the large dataset (at least ${MIN_BENCH_QUIPS}), whatever --quick says
  --duration S     seconds per scenario (default 10; 3 with --quick, but not beside the peer)
  --connections N  concurrent connections, HTTP and SQL floor alike (default 32)
  --only PHASE     that phase alone, on the large dataset (${ONLY_PHASES.join(", ")}); compression,
                   the feeds read with and without accept-encoding in turns, runs only this way
Datasets live on BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).`;

export function parseOptions(argv: string[]): BenchOptions {
  let quick = false;
  let peer = false;
  let quips: number | undefined;
  let duration: number | undefined;
  let connections = 32;
  let only: OnlyPhase | null = null;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split("=", 2);
    const value = () => Number(inline ?? argv[++i]);
    if (flag === "--quick") quick = true;
    else if (flag === "--peer") peer = true;
    else if (flag === "--quips") quips = value();
    else if (flag === "--duration") duration = value();
    else if (flag === "--connections") connections = value();
    else if (flag === "--only") only = onlyPhase(inline ?? argv[++i]);
    else fail(`unknown argument ${argv[i]}`);
  }
  const largeQuips = quips ?? (quick ? 100_000 : 1_000_000);
  if (!Number.isInteger(largeQuips) || largeQuips < MIN_BENCH_QUIPS) {
    fail(`--quips must be a whole number of at least ${MIN_BENCH_QUIPS}`);
  }
  // Beside the peer a round shorter than MIN_ROUND_S gives figures that may not be quoted.
  const durationS = duration ?? (quick && !peer ? 3 : MIN_ROUND_S);
  if (!Number.isFinite(durationS) || durationS < 1 || durationS > 600)
    fail("--duration must be 1…600");
  if (!Number.isInteger(connections) || connections < 1 || connections > 256) {
    fail("--connections must be 1…256");
  }
  return {
    quick,
    peer,
    durationS,
    connections,
    adminUrl: process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    largeQuips,
    smallQuips: 10_000,
    embeddedQuips: 100_000,
    embeddedConnections: 8,
    members: 64,
    only,
  };
}

function onlyPhase(name: string | undefined): OnlyPhase {
  const known = ONLY_PHASES.find((phase) => phase === name);
  return known ?? fail(`--only takes one of ${ONLY_PHASES.join(", ")}`);
}

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}
