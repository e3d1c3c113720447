export { deliverDuePushes, nudgePushSender, pushQueueCounts } from "./push-outbox.service";
export { getPushPublicKey, subscribePush, unsubscribePush } from "./subscriptions.service";
export { queueTopicPushes } from "./topic-fanout.service";
