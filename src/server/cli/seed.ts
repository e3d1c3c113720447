import type { AppContext } from "../context";
import { DEFAULT_BENCH_QUIPS, MIN_BENCH_QUIPS } from "../seeds/bench/plan";
import { seedBench } from "../seeds/bench/seed-bench";
import { seedDemo } from "../seeds/demo/seed-demo";
import { DatabaseNotEmptyError, isDatabaseEmpty } from "../seeds/empty-database";
import { withDatabase } from "./with-database";

const USAGE = [
  "Usage: npm run seed -- demo",
  `       npm run seed -- bench [--quips N]   (N at least ${MIN_BENCH_QUIPS.toLocaleString("en-US")}, default ${DEFAULT_BENCH_QUIPS.toLocaleString("en-US")})`,
].join("\n");

type Request = { mode: "demo" } | { mode: "bench"; quips: number };

const request = parseArguments(process.argv.slice(2));
if (!request) {
  console.error(USAGE);
  process.exit(2);
}

/**
 * npm run seed -- demo: adds the demo community to an empty database.
 * npm run seed -- bench [--quips N]: fills an empty database with benchmark volumes.
 */
await withDatabase("seed", async (ctx) => {
  if (!(await isDatabaseEmpty(ctx.db))) {
    console.error(new DatabaseNotEmptyError().message);
    return 1;
  }
  return request.mode === "demo" ? addDemo(ctx) : addBench(ctx, request.quips);
});

function parseArguments(args: string[]): Request | null {
  const [mode, ...rest] = args;
  if (mode === "demo" && rest.length === 0) return { mode };
  if (mode !== "bench") return null;
  if (rest.length === 0) return { mode, quips: DEFAULT_BENCH_QUIPS };
  const [flag, value] = rest.length === 1 ? (rest[0] ?? "").split("=", 2) : rest;
  if (flag !== "--quips" || rest.length > 2 || !value || !/^\d+$/.test(value)) return null;
  const quips = Number(value);
  return quips >= MIN_BENCH_QUIPS ? { mode, quips } : null;
}

async function addDemo(ctx: AppContext): Promise<number> {
  const started = performance.now();
  // seedDemo re-checks emptiness under a lock, so a racing seed fails with the same message.
  const summary = await seedDemo({ db: ctx.db, storage: ctx.storage, now: ctx.now() });
  const { member, admin } = summary.signIn;
  console.log(
    [
      `Added the demo community in ${secondsSince(started)} s: ${summary.members} members and QuipBot, ${summary.quips} quips.`,
      `  Sign in as a member:         ${member.username} / ${member.password}`,
      `  Sign in as an administrator: ${admin.username} / ${admin.password}`,
      "  Every other demo member's password is the member one.",
    ].join("\n"),
  );
  return 0;
}

async function addBench(ctx: AppContext, quips: number): Promise<number> {
  const started = performance.now();
  console.log(`Adding the benchmark community for ${quips.toLocaleString("en-US")} quips…`);
  // seedBench re-checks emptiness under a lock, so a racing seed fails with the same message.
  const summary = await seedBench(ctx, {
    quips,
    onStep: (step, ms) => console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`),
  });
  const count = (n: number) => n.toLocaleString("en-US");
  const { first, last, password } = summary.signIn;
  console.log(
    [
      `Added the benchmark community in ${secondsSince(started)} s: ${count(summary.members)} members and QuipBot, ${count(summary.quips)} quips, ${count(summary.likes)} likes, ${count(summary.comments)} comments, ${count(summary.follows)} follows, ${summary.topics} topics with ${summary.competitions} processed competitions.`,
      `  Sign in as any member: ${first} … ${last} / ${password}`,
    ].join("\n"),
  );
  return 0;
}

function secondsSince(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(1);
}
