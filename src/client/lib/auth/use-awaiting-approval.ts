import { useCurrentUser } from "./get-current-user";

/**
 * Whether the signed-in member's account waits for a moderator's approval (decision 0155): they
 * may read, bookmark and keep drafts, and the controls that post, comment, like, follow or
 * report are disabled, as the server refuses them.
 */
export function useAwaitingApproval(): boolean {
  return useCurrentUser().data?.awaitingApproval === true;
}
