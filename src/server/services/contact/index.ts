export { sendContactMessage } from "./contact.service";
export {
  countUnreadContactMessages,
  listContactMessages,
  openContactMessage,
  setContactMessageArchived,
} from "./contact-inbox.service";
export { replyToContactMessage } from "./contact-replies.service";
