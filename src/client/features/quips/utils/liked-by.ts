import type { Quip } from "#shared/schemas/quips.ts";
import type { Liker } from "#shared/schemas/users.ts";

export type LikedQuip = Pick<
  Quip,
  "id" | "likesCount" | "likesHidden" | "isLiked" | "isAnonymous" | "author"
>;

/**
 * An anonymous quip names its author to nobody but administrators, nor any of its likers; an
 * entry of an open competition names no liker to anyone, as the list's length would count them.
 */
export function hidesLikers(quip: LikedQuip): boolean {
  return quip.likesHidden || (quip.isAnonymous && quip.author === null);
}

/**
 * How many of a revealed quip's likes the list leaves out because the reader mutes or blocks
 * their members. Not the reader's own like the list has not been read again since, nor a count
 * the list is still catching up with (`isRefreshing`); a visitor mutes nobody.
 */
export function likesOfMuted(
  quip: LikedQuip,
  likers: Liker[],
  readerId: string | undefined,
  isRefreshing: boolean,
): number {
  if (!readerId || isRefreshing || quip.likesCount === null) return 0;
  const ownUnlisted = quip.isLiked && !likers.some((liker) => liker.id === readerId) ? 1 : 0;
  return Math.max(0, quip.likesCount - likers.length - ownUnlisted);
}
