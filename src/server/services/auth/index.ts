export { authenticate, findUserByLogin, getCurrentUser, registerUser } from "./auth.service";
export { isCommonPassword } from "./common-passwords";
export { purgeEndedSessions, takeSessionEndReason } from "./ended-sessions";
export { isResetTokenValid, requestPasswordReset, resetPassword } from "./password-reset.service";
export { drawPassword, hashPassword, verifyPassword } from "./passwords";
export type { SessionUser } from "./session-user";
export {
  createSession,
  destroySession,
  loadSession,
  purgeExpiredSessions,
  SESSION_MAX_AGE_MS,
  sidOf,
} from "./sessions.service";
