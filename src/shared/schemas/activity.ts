import { z } from "zod";
import { Person } from "./users";

/** What a notice carries besides who and which quip; each type uses some of these. */
export const ActivityData = z
  .object({
    likesCount: z.number(),
    title: z.string(),
    ranking: z.number(),
    percentile: z.number(),
    totalQuips: z.number(),
    topicIdentifier: z.string(),
    cityLine: z.string(),
    /** A warning's notices: the warning, in the member's Settings → Warnings. */
    warningId: z.string(),
    /** An appeal's outcome. */
    outcome: z.enum(["upheld", "overturned"]),
    /** What a reviewed report was of, as its reporter filed it; never which one nor whose. */
    reportKind: z.enum(["quip", "comment", "member"]),
  })
  .partial();
export type ActivityData = z.infer<typeof ActivityData>;

/** One notification, for the member it is addressed to. */
export const ActivityItem = z.object({
  id: z.string(),
  type: z.string(),
  actorId: z.string().nullable(),
  /** Null when naming the actor would unmask an anonymous author. */
  actor: Person.nullable(),
  quipId: z.string().nullable(),
  /** `author` is null while the quip is anonymous, to its author too (`isOwn` says it is theirs). */
  quip: z
    .object({
      id: z.string(),
      content: z.string(),
      author: Person.nullable(),
      isOwn: z.boolean(),
      /** It contains one of the member's muted words (never their own quip): shown as a line. */
      containsMutedWord: z.boolean(),
    })
    .nullable(),
  commentId: z.string().nullable(),
  data: ActivityData,
  /**
   * A competition result's competition, once its results are public (every entry revealed):
   * the member may then share their result card. Null before, and for every other notice.
   */
  resultCompetitionId: z.string().nullable(),
  createdAt: z.string(),
  /** Newer than the member's read mark (`POST /api/notifications/read` moves it). */
  unread: z.boolean(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

export const ActivityPage = z.object({
  items: z.array(ActivityItem),
  hasMore: z.boolean(),
  nextOffset: z.number().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPage>;
