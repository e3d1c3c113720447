export {
  deliverDueMail,
  mailOutboxDepth,
  nudgeMailSender,
  purgeMailOutbox,
} from "./mail-outbox.service";
