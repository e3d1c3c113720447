import { deliverDuePushes, nudgePushSender } from "#server/services/push/index.ts";
import type { Job } from "./job";

/**
 * Pushes of the notices jobs write (reveals, results), which no request nudges, at their drawn
 * instant; retries; and pushes held by quiet hours, once those end. What one run leaves of a
 * large fan-out goes on in the background, so the site's next scheduled work is not held back.
 */
export const sendPushJob: Job = {
  name: "send-push",
  run: async (ctx) => {
    const { sent, dropped, held, failed, more } = await deliverDuePushes(ctx);
    if (more) nudgePushSender(ctx);
    return `${sent} pushes sent, ${dropped} dropped, ${held} held for quiet hours${failed ? `, ${failed} failed (retried later)` : ""}`;
  },
};
