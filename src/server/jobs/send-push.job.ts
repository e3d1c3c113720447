import { deliverDuePushes } from "#server/services/push/index.ts";
import type { Job } from "./job";

/**
 * Pushes of the notices jobs write (reveals, results), which no request nudges, at their drawn
 * instant; retries; and pushes held by quiet hours, once those end.
 */
export const sendPushJob: Job = {
  name: "send-push",
  run: async (ctx) => {
    const { sent, dropped, held, failed } = await deliverDuePushes(ctx);
    return `${sent} pushes sent, ${dropped} dropped, ${held} held for quiet hours${failed ? `, ${failed} failed (retried later)` : ""}`;
  },
};
