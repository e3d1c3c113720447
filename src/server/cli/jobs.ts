import { runDueJobs, runQuipBotJobs } from "#server/jobs/run-due.ts";
import { withDatabase } from "./with-database";

/**
 * `run-due` runs the site's scheduled work once; `quipbot` posts QuipBot's quip of the day if
 * its time has come. Two commands, as the server keeps two timers: run together, QuipBot's
 * quip would sit next to the notices the site's jobs write (decision 0130).
 */
const COMMANDS = { "run-due": runDueJobs, quipbot: runQuipBotJobs } as const;

const [command] = process.argv.slice(2);
if (command !== "run-due" && command !== "quipbot") {
  console.error("Usage: npm run jobs -- run-due | quipbot");
  process.exit(2);
}

await withDatabase("jobs", async (ctx) => {
  const reports = await COMMANDS[command](ctx);
  for (const report of reports) {
    console.log(
      `${report.ok ? "ok  " : "FAIL"} ${report.name}: ${report.message} (${report.ms} ms)`,
    );
  }
  return reports.every((r) => r.ok) ? 0 : 1;
});
