/** "1 like", "3 likes". */
const likes = (n: number) => `${n} ${n === 1 ? "like" : "likes"}`;

/**
 * What a quip's "Liked by" says when it names fewer members than its heart counts. Apart from
 * quips.ts, which every first page carries: only a quip's own page reads these.
 */
export const LIKED_BY_MSG = {
  /** No likes at all: one sentence for a mouse, one for a touch screen. */
  noLikesClick: "No likes yet. Double-click the quip to be the first!",
  noLikesTap: "No likes yet. Double-tap the quip to be the first!",
  /** An entry of a topic competition still open: no count, and no liker (decision 0162). */
  hiddenUntilResults: "Who liked it, and how many, is shown with the competition's results.",
  /** An anonymous quip names none of its likers, its author's own like among them. */
  hiddenUntilReveal: (n: number) => `${likes(n)}, not shown until the reveal`,
  /** A revealed quip liked only by members the reader mutes or blocks. */
  allFromMuted: (n: number) =>
    `${likes(n)} from ${n === 1 ? "a member" : "members"} you muted or blocked`,
  /** After the names: the likes of members the reader mutes or blocks. */
  moreFromMuted: (n: number) =>
    `and ${n} more from ${n === 1 ? "a member" : "members"} you muted or blocked`,
} as const;
