export {
  type FinishedJob,
  listScheduledJobs,
  purgeJobRuns,
  recordJobRuns,
  type ScheduledJob,
} from "./job-runs.service";
