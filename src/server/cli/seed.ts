import type { AppContext } from "#server/context.ts";
import { importBenchRows } from "#server/seeds/bench/import-rows.ts";
import { DEFAULT_BENCH_QUIPS, MIN_BENCH_QUIPS } from "#server/seeds/bench/plan.ts";
import { seedBench } from "#server/seeds/bench/seed-bench.ts";
import { type DemoPasswords, isPublishedDemoPassword } from "#server/seeds/demo/demo-passwords.ts";
import { seedDemo } from "#server/seeds/demo/seed-demo.ts";
import { demoSignInBox } from "#server/seeds/demo/sign-in-box.ts";
import { DatabaseNotEmptyError, isDatabaseEmpty } from "#server/seeds/empty-database.ts";
import { isCommonPassword } from "#server/services/auth/index.ts";
import { passwordSchema } from "#shared/schemas/auth.ts";
import { withDatabase } from "./with-database";

const USAGE = [
  "Usage: npm run seed -- demo   (DEMO_MEMBER_PASSWORD, DEMO_ADMIN_PASSWORD: passwords of your own)",
  `       npm run seed -- bench [--quips N]   (N at least ${MIN_BENCH_QUIPS.toLocaleString("en-US")}, default ${DEFAULT_BENCH_QUIPS.toLocaleString("en-US")})`,
  "       npm run seed -- bench --from-schema NAME   (the original product's tables in schema NAME)",
].join("\n");

type Request =
  | { mode: "demo" }
  | { mode: "bench"; quips: number }
  | { mode: "import"; schema: string };

const request = parseArguments(process.argv.slice(2));
if (!request) {
  console.error(USAGE);
  process.exit(2);
}
const demoPasswords = request.mode === "demo" ? chosenDemoPasswords(process.env) : {};

/**
 * npm run seed -- demo: adds the demo community to an empty database, with passwords drawn for
 * it unless DEMO_MEMBER_PASSWORD and DEMO_ADMIN_PASSWORD give some (scripts that sign in).
 * npm run seed -- bench [--quips N]: fills an empty database with benchmark volumes.
 * npm run seed -- bench --from-schema NAME: fills it with the rows of the original product's
 * tables kept in schema NAME of the same database.
 */
await withDatabase("seed", async (ctx) => {
  if (!(await isDatabaseEmpty(ctx.db))) {
    console.error(new DatabaseNotEmptyError().message);
    return 1;
  }
  if (request.mode === "demo") return addDemo(ctx);
  return request.mode === "bench" ? addBench(ctx, request.quips) : addImport(ctx, request.schema);
});

function parseArguments(args: string[]): Request | null {
  const [mode, ...rest] = args;
  if (mode === "demo" && rest.length === 0) return { mode };
  if (mode !== "bench") return null;
  if (rest.length === 0) return { mode, quips: DEFAULT_BENCH_QUIPS };
  const [flag, value] = rest.length === 1 ? (rest[0] ?? "").split("=", 2) : rest;
  if (rest.length > 2 || !value) return null;
  if (flag === "--from-schema")
    return /^[a-z_][a-z0-9_]*$/.test(value) ? { mode: "import", schema: value } : null;
  if (flag !== "--quips" || !/^\d+$/.test(value)) return null;
  const quips = Number(value);
  return quips >= MIN_BENCH_QUIPS ? { mode, quips } : null;
}

/**
 * Passwords a script chose, so it can sign in without reading the output. They follow sign-up's
 * rules, and may not be the ones older versions published.
 */
function chosenDemoPasswords(env: NodeJS.ProcessEnv): Partial<DemoPasswords> {
  const chosen: Partial<DemoPasswords> = {};
  const given = { member: env.DEMO_MEMBER_PASSWORD, admin: env.DEMO_ADMIN_PASSWORD };
  for (const [account, password] of Object.entries(given) as [keyof DemoPasswords, string][]) {
    if (!password) continue;
    const variable = account === "member" ? "DEMO_MEMBER_PASSWORD" : "DEMO_ADMIN_PASSWORD";
    const parsed = passwordSchema.safeParse(password);
    const problem = !parsed.success
      ? parsed.error.issues[0]?.message
      : isCommonPassword(password) || isPublishedDemoPassword(password)
        ? "a password others may know"
        : undefined;
    if (problem) {
      console.error(`${variable}: ${problem}`);
      process.exit(2);
    }
    chosen[account] = password;
  }
  return chosen;
}

async function addDemo(ctx: AppContext): Promise<number> {
  const started = performance.now();
  // seedDemo re-checks emptiness under a lock, so a racing seed fails with the same message.
  const summary = await seedDemo({
    db: ctx.db,
    storage: ctx.storage,
    now: ctx.now(),
    passwords: demoPasswords,
  });
  console.log(
    `Added the demo community in ${secondsSince(started)} s: ${summary.members} members and QuipBot, ${summary.quips} quips.`,
  );
  console.log(demoSignInBox(summary.signIn));
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
      `Added the benchmark community in ${secondsSince(started)} s: ${count(summary.members)} members and QuipBot, ${count(summary.quips)} quips, ${count(summary.likes)} likes, ${count(summary.comments)} comments, ${count(summary.follows)} follows, ${summary.topics} topics with ${summary.competitions} processed competitions and ${summary.competing} competing now.`,
      `  Sign in as any member: ${first} … ${last} / ${password}`,
    ].join("\n"),
  );
  return 0;
}

async function addImport(ctx: AppContext, schema: string): Promise<number> {
  const started = performance.now();
  console.log(`Importing the community kept in schema ${schema}…`);
  const summary = await importBenchRows(ctx, {
    schema,
    onStep: (step, ms) => console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`),
  });
  const count = (n: number) => n.toLocaleString("en-US");
  console.log(
    `Imported in ${secondsSince(started)} s: ${count(summary.members)} members (who cannot sign in) and QuipBot, ${count(summary.quips)} quips, ${count(summary.likes)} likes, ${count(summary.comments)} comments, ${count(summary.follows)} follows, ${count(summary.bookmarks)} bookmarks.`,
  );
  return 0;
}

function secondsSince(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(1);
}
