import { sendDigests } from "#server/services/mail-lists/index.ts";
import type { Job } from "./job";

/** The daily and weekly digests of members who have been away, at their own morning hour. */
export const sendDigestJob: Job = {
  name: "send-digest",
  run: async (ctx) => {
    const { mailed, empty, held } = await sendDigests(ctx);
    return `${mailed} digests queued, ${empty} empty, ${held} held for quiet hours`;
  },
};
