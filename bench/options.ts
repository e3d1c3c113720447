export interface BenchOptions {
  quick: boolean;
  durationS: number;
  connections: number;
  adminUrl: string;
  largeQuips: number;
  smallQuips: number;
  embeddedQuips: number;
  /** PGlite answers one query at a time: more connections only queue. */
  embeddedConnections: number;
  members: number;
}

const USAGE = `Usage: npm run bench [-- --quick] [--duration SECONDS] [--connections N]
  --quick          100k quips instead of 1M for the large dataset, 3 s per scenario
  --duration S     seconds per scenario (default 10, 3 with --quick)
  --connections N  concurrent connections, HTTP and SQL floor alike (default 32)
Datasets live on BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).`;

export function parseOptions(argv: string[]): BenchOptions {
  let quick = false;
  let duration: number | undefined;
  let connections = 32;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split("=", 2);
    const value = () => Number(inline ?? argv[++i]);
    if (flag === "--quick") quick = true;
    else if (flag === "--duration") duration = value();
    else if (flag === "--connections") connections = value();
    else fail(`unknown argument ${argv[i]}`);
  }
  const durationS = duration ?? (quick ? 3 : 10);
  if (!Number.isFinite(durationS) || durationS < 1 || durationS > 600)
    fail("--duration must be 1…600");
  if (!Number.isInteger(connections) || connections < 1 || connections > 256) {
    fail("--connections must be 1…256");
  }
  return {
    quick,
    durationS,
    connections,
    adminUrl: process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    largeQuips: quick ? 100_000 : 1_000_000,
    smallQuips: 10_000,
    embeddedQuips: 100_000,
    embeddedConnections: 8,
    members: 64,
  };
}

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}
