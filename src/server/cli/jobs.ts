import { runDueJobs } from "../jobs/run-due";
import { withDatabase } from "./with-database";

const [command] = process.argv.slice(2);
if (command !== "run-due") {
  console.error("Usage: npm run jobs -- run-due");
  process.exit(2);
}

/** Runs every scheduled piece of work that is due, once, and exits. */
await withDatabase("jobs", async (ctx) => {
  const reports = await runDueJobs(ctx);
  for (const report of reports) {
    console.log(`${report.ok ? "ok  " : "FAIL"} ${report.name}: ${report.message}`);
  }
  return reports.every((r) => r.ok) ? 0 : 1;
});
