// The idle phase of `npm run bench` (idle-phase.ts) on its own:
//
//   npx tsx bench/idle.ts
//
// Builds the current code unless its build is up to date, then starts it three times, each on
// the demo community, and reports what each holds doing nothing. PostgreSQL: BENCH_ADMIN_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), where quip_bench_idle is made afresh.
import { randomBytes } from "node:crypto";
import { killChildrenOnExit } from "./child-processes";
import { measureIdle } from "./idle-phase";
import { loadAverage } from "./machine";
import { printIdle, printTargets } from "./report";
import { buildCurrentCode } from "./server-process";
import { checkIdleTargets } from "./targets";

killChildrenOnExit();
await buildCurrentCode();
const loadAtStart = loadAverage();
const records = await measureIdle(
  process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  randomBytes(32).toString("hex"),
);
printIdle(records);
printTargets(checkIdleTargets(records));
console.log(`\nLoad average ${loadAtStart.join(" ")} at start, ${loadAverage().join(" ")} at end.`);
process.exit(0);
