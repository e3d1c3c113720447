export { type DigestReport, sendDigests } from "./digest.service";
export { type NoticeMailReport, sendNoticeMail } from "./notice-mail.service";
export { unsubscribe } from "./unsubscribe.service";
