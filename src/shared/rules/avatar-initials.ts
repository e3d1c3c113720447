type NamedUser = {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

/**
 * The letters shown when a member has no photo, from the name the page shows beside it: the
 * first letters of the first and last words of their name ("Ada Lovelace" is "AL"), or the
 * first two letters of a one-word name or of the username; "??" when nothing is known.
 */
export function avatarInitials(user: NamedUser): string {
  const words = fullName(user).split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.at(-1);
  if (first && last && words.length > 1) return `${initial(first)}${initial(last)}`;
  const single = first ?? user.username?.trim();
  return single ? Array.from(single).slice(0, 2).join("").toUpperCase() : "??";
}

/** First and last name when known, else the username. */
export function displayName(user: {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  return fullName(user) || user.username;
}

function fullName(user: NamedUser): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}

// Whole characters, so a name starting with an accented or astral letter keeps it intact.
const initial = (word: string) => (Array.from(word)[0] ?? "").toUpperCase();
