export { getDatabaseState } from "./database.service";
export { listExportsInFlight } from "./exports.service";
export {
  listScheduledJobs,
  purgeJobRuns,
  recordJobRuns,
  type ScheduledJob,
} from "./job-runs.service";
export { discardMail, getSystemMail, retryMail } from "./mail-queue.service";
export { discardPush, getSystemPushes, retryPush } from "./push-queue.service";
export { getVersion } from "./version.service";
