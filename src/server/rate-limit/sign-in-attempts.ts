import type { RateLimiter } from "./limiter";

/** One sign-in attempt, counted against its account until it proves to be the owner's. */
export interface SignInAttempt {
  /** The password was right: the attempt is given back, and the address remembered. */
  succeeded(): Promise<void>;
}

/**
 * What an attempt is counted against: the account the typed name or email resolves to, so
 * its name, its email and their capitals share one count; a name no account has is counted
 * by that name as accounts are looked up (trimmed, lower case), so it is limited exactly as
 * an account is, and a refusal never tells one from the other.
 */
export function signInTarget(accountId: string | undefined, typed: string): string {
  return accountId ? `account:${accountId}` : `name:${typed.trim().toLowerCase()}`;
}

/**
 * Counts a sign-in under the account's ceiling (decision 0132), before the password is
 * checked, so parallel guesses cannot all slip under it. An address the account signed in
 * from lately is spared the ceiling: a stranger's guesses from elsewhere never keep the owner
 * out there, and the address's own limit still bounds it. A right password gives its count
 * back, so only wrong ones use up the allowance.
 */
export async function countSignInAttempt(
  limiter: RateLimiter,
  attempt: { target: string; address: string },
): Promise<SignInAttempt> {
  const place = `${attempt.target}|${attempt.address}`;
  const spared = await limiter.isMarked("signedInFrom", place);
  const counted = spared ? null : await limiter.count("signInFailuresPerAccount", attempt.target);
  return {
    async succeeded() {
      await counted?.undo();
      await limiter.mark("signedInFrom", place);
    },
  };
}
