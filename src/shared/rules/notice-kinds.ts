/**
 * The kinds of notice a member chooses channels for, and which Activity types each covers.
 * The new topic of the day covers none: it is pushed by its own producer and never written to
 * Activity nor mailed (decision 0161), so push is its only channel.
 */
export const NOTICE_KINDS = [
  "comments",
  "mentions",
  "likes",
  "follows",
  "quipRevealed",
  "likedQuipRevealed",
  "results",
  "guesses",
  "quipbot",
  "topicOfTheDay",
  "moderation",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ["activity", "push", "mail"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export type ChannelChoice = Record<NoticeChannel, boolean>;

export const DIGESTS = ["never", "daily", "weekly"] as const;
export type Digest = (typeof DIGESTS)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  comments: "Replies and comments",
  mentions: "Mentions",
  likes: "Likes",
  follows: "New followers",
  quipRevealed: "Your quip revealed",
  likedQuipRevealed: "A quip you liked revealed",
  results: "Competition results",
  guesses: "Your right guesses",
  quipbot: "QuipBot",
  topicOfTheDay: "New topic of the day",
  moderation: "Moderation notices",
};

export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = {
  activity: "Activity",
  push: "Push",
  mail: "Mail",
};

/** The Activity types of each kind. */
export const NOTICE_KIND_TYPES: Record<NoticeKind, readonly string[]> = {
  comments: ["comment"],
  mentions: ["mention"],
  likes: ["like", "self_like"],
  follows: ["follow"],
  quipRevealed: ["quip_48_hours"],
  likedQuipRevealed: ["liked_quip_48_hours"],
  results: ["competition_result"],
  // A guess at an anonymous author found right at the reveal (decision 0164).
  guesses: ["guess_right"],
  quipbot: ["quipbot_like"],
  topicOfTheDay: [],
  // A moderator's warning, the outcome of its appeal, and a reporter's report reviewed (0158).
  moderation: ["warning", "warning_decided", "report_reviewed"],
};

/** The kind an Activity type belongs to; undefined for a type no kind covers. */
export function kindOfType(type: string): NoticeKind | undefined {
  return NOTICE_KINDS.find((kind) => NOTICE_KIND_TYPES[kind].includes(type));
}

const on = (push: boolean, mail: boolean): ChannelChoice => ({ activity: true, push, mail });

/**
 * Every kind shows in Activity, as it always has. Push for what a member would want to hear of
 * soon; not likes, which come in numbers, nor the daily topic, which would be a push every
 * morning to everyone. Mail only for what matters later too: results and moderation.
 */
export const DEFAULT_CHANNELS: Record<NoticeKind, ChannelChoice> = {
  comments: on(true, false),
  mentions: on(true, false),
  likes: on(false, false),
  follows: on(true, false),
  quipRevealed: on(true, false),
  likedQuipRevealed: on(true, false),
  results: on(true, true),
  guesses: on(true, false),
  quipbot: on(true, false),
  topicOfTheDay: on(false, false),
  moderation: on(true, true),
};

/** What a moderator decided about a member's posts must be on record where they look. */
export const ACTIVITY_ALWAYS_ON: readonly NoticeKind[] = ["moderation"];

/** The channels a kind is sent by: every one, but push alone for the topic of the day. */
export function channelsOf(kind: NoticeKind): readonly NoticeChannel[] {
  return kind === "topicOfTheDay" ? ["push"] : NOTICE_CHANNELS;
}
