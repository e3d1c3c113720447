/** The query keys of Account and security. */
export const accountKeys = {
  email: () => ["account", "email"] as const,
  sessions: () => ["account", "sessions"] as const,
};
