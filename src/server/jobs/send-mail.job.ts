import { deliverDueMail } from "#server/services/mail-outbox/index.ts";
import type { Job } from "./job";

/**
 * The fallback behind the nudge each request gives: retries after a failure, and mail a
 * process left claimed when it died, once its lease has run out.
 */
export const sendMailJob: Job = {
  name: "send-mail",
  run: async (ctx) => {
    const { sent, failed } = await deliverDueMail(ctx);
    return `${sent} mails sent${failed ? `, ${failed} failed (retried later)` : ""}`;
  },
};
