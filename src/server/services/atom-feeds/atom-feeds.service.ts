import { eq } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { listFeed } from "#server/services/feed/feed.service.ts";
import { getRecap, recapUpdatedAt, settledRecapWeeks } from "#server/services/recaps/index.ts";
import { findTopic, listTopicQuips } from "#server/services/topics/topic-pages.service.ts";
import { USER_NOT_FOUND } from "#server/services/users/profile.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { PUNCHLINE_MSG } from "#shared/messages/quips.ts";
import { RECAP_MSG } from "#shared/messages/recaps.ts";
import { revealTimeOf } from "#shared/rules/anonymity.ts";
import { atomFeeds } from "#shared/rules/atom-feeds.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import { feedPath } from "#shared/rules/feed-filters.ts";
import { setupOnly } from "#shared/rules/punchline.ts";
import { recapWeekSpan } from "#shared/rules/recap-weeks.ts";
import { FeedQuery, type Quip } from "#shared/schemas/quips.ts";
import { type AtomEntry, type AtomFeed, writeAtomFeed } from "./atom-document";
import { recapPath, recapText } from "./recap-entry";

/**
 * Entries in a feed, the most any list gives at once: a reader polls for what is new, not for
 * a member's whole history.
 */
export const FEED_ENTRIES = LIMITS.pageSizeMax;
const TITLE_CHARS = 80;
/** The year the tag URIs' authority names the site from; changing it would renumber every feed. */
const TAG_YEAR = "2025";
/** An empty Top All Time was never updated: any fixed instant is honest, and this one is plain. */
const NEVER = new Date(0);

/**
 * The most liked revealed quips. The quips come from the home feed's own Top All Time as a
 * visitor reads it, anonymous quips left out before the limit: a young quip liked to the top
 * never pushes a revealed one out, so a reader cannot tell it is there.
 */
export async function topAllTimeFeed(ctx: ReadScope): Promise<string> {
  const quips = await listFeed(ctx, null, firstPage({ filter: "topAllTime" }), {
    revealedOnly: true,
  });
  const link = atomFeeds.top();
  return answer(ctx, quips, {
    id: tagUri(ctx, "top-all-time"),
    title: link.title,
    subtitle: "The most liked quips on Quip, once their authors are revealed.",
    self: absolute(ctx, link.href),
    alternate: absolute(ctx, feedPath("topAllTime")),
    author: site(ctx),
    whenEmpty: NEVER,
  });
}

/** A member's revealed quips, newest first: their profile's list as a visitor reads it. */
export async function memberFeed(ctx: ReadScope, userId: string): Promise<string> {
  const [member] = await ctx.db
    .select({ id: users.id, username: users.username, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  const quips = await listFeed(
    ctx,
    null,
    firstPage({ filter: "all", authorId: member.id, sortBy: "new" }),
    { revealedOnly: true },
  );
  const link = atomFeeds.member(member);
  return answer(ctx, quips, {
    id: tagUri(ctx, `members/${member.id}/quips`),
    title: link.title,
    subtitle: `Quips by @${member.username} on Quip, once each is revealed.`,
    self: absolute(ctx, link.href),
    alternate: absolute(ctx, `/profile/${member.id}`),
    author: { name: `@${member.username}`, uri: absolute(ctx, `/profile/${member.id}`) },
    // Public on the profile already, and fixed: the feed says nothing until a quip is revealed.
    whenEmpty: member.createdAt,
  });
}

/** A topic's revealed quips, newest first: its page as a visitor reads it. */
export async function topicFeed(ctx: ReadScope, identifierOrSlug: string): Promise<string> {
  const topic = await findTopic(ctx, identifierOrSlug);
  const quips = await listTopicQuips(ctx, null, topic.topicIdentifier, "new", {
    revealedOnly: true,
    limit: FEED_ENTRIES,
  });
  const link = atomFeeds.topic(topic);
  return answer(ctx, quips, {
    id: tagUri(ctx, `topics/${topic.topicIdentifier}/quips`),
    title: link.title,
    subtitle: `Quips on the Topic of the Day for ${topic.date}, once their authors are revealed.`,
    self: absolute(ctx, link.href),
    alternate: absolute(ctx, `/topics/${encodeURIComponent(topic.topicIdentifier)}`),
    author: site(ctx),
    whenEmpty: new Date(topic.activeTime),
  });
}

/**
 * The weekly recaps, one entry a week once every quip of it is revealed, newest first. Each
 * is written from the recap as a visitor reads it: published results and revealed quips only.
 */
export async function recapsFeed(ctx: ReadScope): Promise<string> {
  const weeks = await settledRecapWeeks(ctx, LIMITS.recapFeedWeeks);
  const entries = await Promise.all(
    weeks.map(async (week): Promise<AtomEntry> => {
      const recap = await getRecap(ctx, null, week.label);
      return {
        id: tagUri(ctx, `recaps/${week.label}`),
        title: RECAP_MSG.title(week.label),
        published: recapWeekSpan(week).end,
        updated: await recapUpdatedAt(ctx, week),
        author: site(ctx),
        link: absolute(ctx, recapPath(week.label)),
        content: recapText(recap),
      };
    }),
  );
  const link = atomFeeds.recaps();
  const updated = latest(entries, NEVER);
  return writeAtomFeed({
    id: tagUri(ctx, "recaps"),
    title: link.title,
    subtitle: "Each week on Quip: the topics and their winners, and the most liked quips.",
    self: absolute(ctx, link.href),
    alternate: absolute(ctx, recapPath("current")),
    author: site(ctx),
    updated,
    entries,
    generator: site(ctx),
  });
}

const firstPage = (query: Partial<FeedQuery>) =>
  FeedQuery.parse({ ...query, page: 1, limit: FEED_ENTRIES });

interface FeedHead extends Omit<AtomFeed, "updated" | "entries" | "generator"> {
  /** `updated` of a feed with no entry yet: an instant that never moves. */
  whenEmpty: Date;
}

/**
 * The document. Its `updated` is the latest of its entries', and an entry's is its reveal:
 * the instant it joined the feed, after which nothing in it changes (edits end 15 minutes
 * after posting). So neither moves when anything anonymous happens (decision 0123).
 */
function answer(ctx: ReadScope, quips: Quip[], head: FeedHead): string {
  const { whenEmpty, ...feed } = head;
  const entries = quips.flatMap((quip) => entryOf(ctx, quip));
  return writeAtomFeed({
    ...feed,
    updated: latest(entries, whenEmpty),
    entries,
    generator: site(ctx),
  });
}

/** A feed's `updated`: the latest of its entries', or a fixed instant while it has none. */
function latest(entries: AtomEntry[], whenEmpty: Date): Date {
  return entries.length > 0
    ? new Date(Math.max(...entries.map((entry) => entry.updated.getTime())))
    : whenEmpty;
}

/**
 * An entry for a revealed quip; an anonymous one (never asked for) is left out all the same.
 * A punchline stays behind its tap: the entry shows the setup and "…", and where to read it.
 */
function entryOf(ctx: ReadScope, quip: Quip): AtomEntry[] {
  if (quip.isAnonymous || !quip.author) return [];
  const createdAt = new Date(quip.createdAt);
  const link = absolute(ctx, `/quip/${quip.id}`);
  const shown = setupOnly(quip);
  return [
    {
      id: `urn:uuid:${quip.id}`,
      title: excerpt(shown, TITLE_CHARS),
      published: createdAt,
      updated: revealTimeOf(createdAt),
      author: {
        name: `@${quip.author.username}`,
        uri: absolute(ctx, `/profile/${quip.author.id}`),
      },
      link,
      content: quip.punchline ? `${shown}\n\n${PUNCHLINE_MSG.readOnQuip(link)}` : shown,
      category:
        quip.topicIdentifier && quip.topicText
          ? { term: quip.topicIdentifier, label: quip.topicText }
          : undefined,
    },
  ];
}

const absolute = (ctx: ReadScope, path: string) => `${ctx.config.publicUrl}${path}`;

const site = (ctx: ReadScope) => ({ name: "Quip", uri: ctx.config.publicUrl });

/** A tag URI (RFC 4151): permanent while the site keeps its name, whatever its paths become. */
function tagUri(ctx: ReadScope, specific: string): string {
  return `tag:${new URL(ctx.config.publicUrl).hostname},${TAG_YEAR}:${specific}`;
}
