import { z } from "zod";

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
  /** The viewer follows this member. */
  isFollowing: z.boolean(),
  /** This member follows the viewer; both together make the Mutual badge. */
  followsViewer: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;
