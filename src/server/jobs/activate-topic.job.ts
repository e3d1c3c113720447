import { nudgePushSender, queueTopicPushes } from "#server/services/push/index.ts";
import { activateCurrentTopic } from "#server/services/topics/index.ts";
import type { Job } from "./job";

/**
 * Makes the day's topic current, then queues its push to the members who asked for it, once a
 * day (decision 0161), and starts the sender: the topic went public on its page and the live
 * stream at this instant, so a push leaving now tells nobody more.
 */
export const activateTopicJob: Job = {
  name: "activate-topic",
  run: async (ctx) => {
    const identifier = await activateCurrentTopic(ctx, ctx.generator);
    if (!identifier) return "no topic today (Sunday)";
    const queued = await queueTopicPushes(ctx, identifier);
    if (queued > 0) nudgePushSender(ctx);
    return `current topic ${identifier}${queued > 0 ? `, its push queued to ${queued} subscriptions` : ""}`;
  },
};
