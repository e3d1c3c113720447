export {
  deliverDueMail,
  mailOutboxCounts,
  nudgeMailSender,
  purgeMailOutbox,
} from "./mail-outbox.service";
