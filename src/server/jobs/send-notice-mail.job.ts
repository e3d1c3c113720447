import { sendNoticeMail } from "#server/services/mail-lists/index.ts";
import type { Job } from "./job";

/** Members' notices by mail, a kind at a time, gathered: at most one mail of a kind an hour. */
export const sendNoticeMailJob: Job = {
  name: "send-notice-mail",
  run: async (ctx) => {
    const { mailed, passed, held } = await sendNoticeMail(ctx);
    return `${mailed} notice mails queued, ${passed} passed over, ${held} held`;
  },
};
