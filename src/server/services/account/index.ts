export { requestEmailChange } from "./change-email.service";
export { changePassword } from "./change-password.service";
export { deviceName } from "./device-name";
export { confirmEmail, getEmailStatus, resendConfirmation } from "./email-confirmations.service";
export { endMemberSession, endOtherSessions, listSessions } from "./member-sessions.service";
export { setPasswordFromCommandLine } from "./set-password.service";
