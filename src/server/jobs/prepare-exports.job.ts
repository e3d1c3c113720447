import { prepareDueExports } from "#server/services/account-data/index.ts";
import type { Job } from "./job";

/**
 * Members' data exports: the fallback behind the nudge each request gives, retries after a
 * failure, and exports a process left claimed when it died, once its lease has run out.
 */
export const prepareExportsJob: Job = {
  name: "prepare-exports",
  run: async (ctx) => {
    const { prepared, failed } = await prepareDueExports(ctx);
    return `${prepared} exports prepared${failed ? `, ${failed} failed` : ""}`;
  },
};
