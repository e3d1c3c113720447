/**
 * The letters shown when a member has no photo: the first two letters of the username,
 * else of the first name, upper-cased; "??" when neither is known.
 */
export function avatarInitials(user: {
  username?: string | null;
  firstName?: string | null;
}): string {
  const source = user.username?.trim() || user.firstName?.trim();
  return source ? source.slice(0, 2).toUpperCase() : "??";
}

/** First and last name when known, else the username. */
export function displayName(user: {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return full || user.username;
}
