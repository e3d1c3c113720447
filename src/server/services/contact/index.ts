export { sendContactMessage } from "./contact.service";
