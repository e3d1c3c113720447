import { z } from "zod";
import { BADGE_TYPES } from "#shared/rules/badges.ts";
import { SleuthStats } from "./guesses";

/** A member as a card or a line names them. */
export const Person = z.object({
  id: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type Person = z.infer<typeof Person>;

/** A member's public profile, with counts as the viewer may see them. */
export const UserProfile = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  isBot: z.boolean(),
  quipsCount: z.number(),
  followersCount: z.number(),
  followingCount: z.number(),
  totalLikes: z.number(),
  currentPostStreak: z.number(),
  maxPostStreak: z.number(),
  currentLikeStreak: z.number(),
  maxLikeStreak: z.number(),
  currentCityStreak: z.number(),
  maxCityStreak: z.number(),
  followerLikesPercentage: z.number(),
  /** Their guesses at anonymous authors, as scored at each reveal (decision 0164). */
  sleuth: SleuthStats,
  /** The viewer follows this member. */
  isFollowing: z.boolean(),
  /** This member follows the viewer; both together make the Mutual badge. */
  followsViewer: z.boolean(),
  /**
   * The viewer mutes this member (Mute / Unmute). Only a mute in force: a quip the viewer hid
   * with its author, still anonymous, does not set it.
   */
  isMuted: z.boolean(),
  /** The viewer blocks this member (Block / Unblock). Whether the member blocks the viewer is never said. */
  isBlocked: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** A member in a followers or following list; `isFollowing`: the viewer follows them. */
export const UserSummary = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  isFollowing: z.boolean(),
});
export type UserSummary = z.infer<typeof UserSummary>;

/**
 * A member suggested to follow, with what their revealed quips of the suggestion window earned.
 * Revealed quips only: an anonymous quip must not move a member into this list or within it.
 */
export const SuggestedMember = UserSummary.extend({
  revealedQuips: z.number(),
  revealedLikes: z.number(),
});
export type SuggestedMember = z.infer<typeof SuggestedMember>;

/** A member found by username. */
export const UserSearchResult = UserSummary.omit({ isFollowing: true });
export type UserSearchResult = z.infer<typeof UserSearchResult>;

/** A member in a quip's "Liked by" list. */
export const Liker = UserSummary.pick({
  id: true,
  username: true,
  profileImageUrl: true,
  firstName: true,
  lastName: true,
});
export type Liker = z.infer<typeof Liker>;

export const FollowState = z.object({ isFollowing: z.boolean(), followersCount: z.number() });
export type FollowState = z.infer<typeof FollowState>;

/**
 * How many times a badge was earned: a city title by a quip, Sleuth by a week, Ghost by a quip
 * nobody guessed rightly.
 */
export const Badge = z.object({
  badgeType: z.enum(BADGE_TYPES),
  count: z.number(),
  /**
   * The latest competition that earned a city title, for its result card; null for the others.
   * Badges are awarded only when a competition's results are public, or at a reveal, so this is
   * never a competition still anonymous.
   */
  competitionId: z.string().nullable(),
});
export type Badge = z.infer<typeof Badge>;

/** In how many competitions the member's best quip finished in each tier. */
export const CityDistribution = z.object({
  total: z.number(),
  top20: z.number(),
  top40: z.number(),
  top60: z.number(),
  bottom40: z.number(),
  bottom5: z.number(),
});
export type CityDistribution = z.infer<typeof CityDistribution>;
