import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { FEED_FILTERS } from "#shared/rules/feed-filters.ts";
import { fitsQuipLimit, keptPunchline } from "#shared/rules/punchline.ts";
import { GuessTally } from "./guesses";
import { Person } from "./users";

const m = QUIP_MSG;

/** Trimmed text of a bounded length, with the three messages each kind has. */
function boundedText(
  max: number,
  msgs: { empty: string; tooLong: string; emptyAfterTrim: string },
) {
  return z
    .string({ error: msgs.empty })
    .min(1, msgs.empty)
    .transform((text) => text.trim())
    .pipe(z.string().min(1, msgs.emptyAfterTrim).max(max, msgs.tooLong));
}

/** A quip's text, posted or edited: one limit, so whatever was posted can be corrected. */
export const quipContent = boundedText(LIMITS.quipMax, m);
export const commentContent = boundedText(LIMITS.commentMax, m.comment);
export const draftContent = boundedText(LIMITS.vaultMax, m.vault);

/**
 * A quip's punchline (decision 0163), trimmed: an empty or blank one, or null, is none. Its
 * length is checked with the setup's, against the one limit both share.
 */
export const punchlineText = z.string().nullable().transform(keptPunchline);

/**
 * The setup and its punchline within the posting limit together, said under the punchline. A
 * setup past the limit on its own has its own message already.
 */
function withinQuipLimit<T extends { content: string; punchline?: string | null | undefined }>(
  input: T,
  context: z.RefinementCtx,
) {
  if (input.content.length > LIMITS.quipMax) return;
  if (fitsQuipLimit(input.content, input.punchline)) return;
  context.addIssue({ code: "custom", path: ["punchline"], message: m.punchlineTooLong });
}

export const uuid = z.uuid("Invalid id");
export const IdParams = z.object({ id: uuid });

export const FeedQuery = z.object({
  filter: z.enum([...FEED_FILTERS, "all"]).default("top48"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.feedPageSize),
  authorId: uuid.optional(),
  sortBy: z.enum(["likes", "new"]).default("new"),
});
export type FeedQuery = z.infer<typeof FeedQuery>;

export const CreateQuipInput = z
  .object({
    content: quipContent,
    punchline: punchlineText.optional(),
    topicOfTheDay: z.boolean().default(false),
    topicText: z.string().max(LIMITS.topicMax).nullish(),
    vaultQuipId: uuid.nullish(),
  })
  .superRefine(withinQuipLimit);
export type CreateQuipInput = z.infer<typeof CreateQuipInput>;

/**
 * An edit of a posted quip: a punchline left out stays as it is, and null or "" removes it.
 * The service checks a kept punchline against the new setup.
 */
export const EditQuipInput = z
  .object({ content: quipContent, punchline: punchlineText.optional() })
  .superRefine(withinQuipLimit);
export type EditQuipInput = z.infer<typeof EditQuipInput>;

/** A draft as a whole: saved or replaced, it has the punchline given, or none. */
export const DraftInput = z
  .object({ content: draftContent, punchline: punchlineText.optional() })
  .superRefine(withinQuipLimit);
export type DraftInput = z.infer<typeof DraftInput>;

/**
 * Who wrote a quip, once it may be said. `isBot` marks QuipBot's quips after the reveal, as
 * social sites label bot accounts; it lives in `author` so that an anonymous quip, which names
 * nobody, never says whether a bot wrote it either.
 */
export const QuipAuthor = Person.extend({ isBot: z.boolean() });
export type QuipAuthor = z.infer<typeof QuipAuthor>;

/** A quip's fields; `author` is the only one that names who wrote it. */
export const QuipFields = z.object({
  id: z.string(),
  /** The setup: all of a quip that has no punchline. */
  content: z.string(),
  /** Shown after a tap, never in an Atom entry or a share preview (decision 0163). */
  punchline: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Reworded by its author after posting. Only whether, not when: an edit's time would say when
   * the author was about, which a still-anonymous quip must not.
   */
  isEdited: z.boolean(),
  isAnonymous: z.boolean(),
  topicOfTheDay: z.boolean(),
  topicText: z.string().nullable(),
  topicSlug: z.string().nullable(),
  topicIdentifier: z.string().nullable(),
  vaultQuipId: z.string().nullable(),
  author: QuipAuthor.nullable(),
  isOwn: z.boolean(),
  /** Null while `likesHidden`. */
  likesCount: z.number().nullable(),
  /**
   * An entry of a topic competition still open: nobody is told how many like it, its author
   * included, until the competition closes (decision 0162). Members still like it.
   */
  likesHidden: z.boolean(),
  commentsCount: z.number(),
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
  /** The viewer has a report on it awaiting review (never anyone else's report). */
  isReported: z.boolean(),
  /**
   * It contains one of the viewer's muted words: shown as SAFETY_MSG.mutedWordLine until the
   * reader asks to see it. Never set on the viewer's own quips.
   */
  containsMutedWord: z.boolean(),
  /**
   * How many members guessed its author, and how many rightly, once its reveal has scored the
   * guesses (decision 0164); null before, so nothing of the guesses shows while it is anonymous.
   */
  guesses: GuessTally.nullable(),
});

export const ANONYMOUS_AUTHOR_NAMED = "An anonymous quip names its author: the answer is refused";

export const ANONYMOUS_GUESSES_TOLD =
  "An anonymous quip tells of its guesses: the answer is refused";

/**
 * The anonymity rule, as an answer's schema states it: an anonymous quip names nobody, to its
 * own author too (`isOwn` tells them it is theirs), and tells nothing of the guesses at its
 * author. An answer that breaks it is refused, not sent.
 */
export function withAnonymityRule<
  T extends z.ZodType<{ isAnonymous: boolean; author: unknown; guesses: unknown }>,
>(quip: T): T {
  return withSealedGuesses(quip).refine(
    (q) => !q.isAnonymous || q.author === null,
    ANONYMOUS_AUTHOR_NAMED,
  );
}

/**
 * The part of the rule administrators and moderators are held to as well: they may see an
 * anonymous quip's author, never anything of the guesses at it (decision 0164).
 */
export function withSealedGuesses<T extends z.ZodType<{ isAnonymous: boolean; guesses: unknown }>>(
  quip: T,
): T {
  return quip.refine((q) => !q.isAnonymous || q.guesses === null, ANONYMOUS_GUESSES_TOLD);
}

export const HIDDEN_LIKES_COUNTED =
  "A quip whose likes are hidden carries a count: the answer is refused";

/**
 * Blind scoring, as an answer's schema states it: whatever carries a quip's likes carries none
 * while they are hidden, to everyone, administrators and the author included (decision 0162).
 */
export function withHiddenLikesRule<
  T extends z.ZodType<{ likesHidden: boolean; likesCount: number | null }>,
>(answer: T): T {
  return answer.refine((q) => !q.likesHidden || q.likesCount === null, HIDDEN_LIKES_COUNTED);
}

/** A quip as a member or visitor may see it: `author` is null while it is anonymous. */
export const Quip = withHiddenLikesRule(withAnonymityRule(QuipFields));
export type Quip = z.infer<typeof Quip>;

/** A quip as an administrator sees it: the author of an anonymous quip too (moderation). */
export const ModeratorQuip = withHiddenLikesRule(withSealedGuesses(QuipFields));

/** A like's answer: the member's own like, and the quip's likes as every answer gives them. */
export const LikeState = withHiddenLikesRule(
  z.object({
    isLiked: z.boolean(),
    likesCount: z.number().nullable(),
    likesHidden: z.boolean(),
  }),
);
export type LikeState = z.infer<typeof LikeState>;

export const BookmarkState = z.object({ isBookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof BookmarkState>;
