/** The mail every browser-test server starts with, given up on after its ten attempts. */
export const FAILED_MAIL = {
  recipient: "outage@example.com",
  subject: "A mail the SMTP outage held back",
  error: "connect ECONNREFUSED 127.0.0.1:2525",
} as const;
