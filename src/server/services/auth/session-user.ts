import type { Suspension } from "#shared/rules/suspension.ts";

/** The member a request acts for, as the rest of the server needs it. */
export interface SessionUser {
  id: string;
  username: string;
  isAdmin: boolean;
  /**
   * Made a moderator by an administrator (decision 0152). Moderators review reports and act on
   * them, but see anonymity exactly as a member does: nothing that reads `isAdmin` to name an
   * anonymous author ever reads this. Who may moderate is `mayModerate`, which admits both.
   */
  isModerator: boolean;
  isBot: boolean;
  /**
   * The member's suspension as last read, past or present: it ends by itself at its `until`,
   * so whether it still holds is decided at each request's own instant.
   */
  suspension: Suspension | null;
  /** Signed up in approval mode and not yet approved (decision 0155). */
  awaitingApproval: boolean;
  /** Their muted words (decision 0107), read with the session so a feed asks for nothing more. */
  mutedWords: readonly string[];
}
