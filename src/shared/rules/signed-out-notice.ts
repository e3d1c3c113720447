/**
 * Why the server ended a browser's session for its member, said to that browser alone
 * (decision 0140): a cookie set in the answer to the first request that still carried the ended
 * session's own cookie, read once by the sign-in screen's script.
 */
export const SIGNED_OUT_NOTICE = {
  cookie: "quip_signed_out",
  /** Set when the browser comes back, not when the session ended: an hour to be read in. */
  maxAgeSeconds: 60 * 60,
} as const;

/** The reasons the server keeps; only a password changed (or reset) elsewhere, so far. */
export const SESSION_END_REASONS = ["password-changed"] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const isSessionEndReason = (value: unknown): value is SessionEndReason =>
  SESSION_END_REASONS.includes(value as SessionEndReason);
