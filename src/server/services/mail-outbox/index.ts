export { deliverDueMail, nudgeMailSender, purgeMailOutbox } from "./mail-outbox.service";
