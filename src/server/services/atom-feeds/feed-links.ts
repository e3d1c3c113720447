import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { escapeHtml } from "#server/lib/html.ts";
import { insertBefore } from "#server/lib/splice.ts";
import { findTopic } from "#server/services/topics/topic-pages.service.ts";
import { ATOM_MEDIA_TYPE, atomFeeds, type FeedLink } from "#shared/rules/atom-feeds.ts";
import { IdParams } from "#shared/schemas/quips.ts";

/**
 * The feed a page follows, for its head: home follows Top All Time, a profile its member's
 * quips, a topic page its topic's, a recap the recaps'. Feed readers find it there without running the app.
 */
export async function feedLinkFor(
  ctx: AppContext,
  viewer: { id: string; username: string } | null,
  address: string,
): Promise<FeedLink | null> {
  const { pathname } = new URL(address, "http://page.invalid");
  const [, page, param, extra] = pathname.replace(/\/$/, "").split("/");
  if (pathname === "/") return atomFeeds.top();
  if (extra !== undefined) return null;
  if (page === "profile") {
    // "/profile" is the member's own.
    if (param === undefined) return viewer ? atomFeeds.member(viewer) : null;
    return memberLink(ctx, decodeURIComponent(param));
  }
  if (page === "topics" && param) return topicLink(ctx, decodeURIComponent(param));
  if (page === "recap") return atomFeeds.recaps();
  return null;
}

async function memberLink(ctx: AppContext, rawId: string): Promise<FeedLink | null> {
  const id = IdParams.safeParse({ id: rawId });
  if (!id.success) return null;
  const [member] = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, id.data.id));
  return member ? atomFeeds.member(member) : null;
}

async function topicLink(ctx: AppContext, identifierOrSlug: string): Promise<FeedLink | null> {
  try {
    return atomFeeds.topic(await findTopic(ctx, identifierOrSlug));
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The page with its feed's link in the head, where feed readers and browsers look. */
export function withFeedLink(html: string, link: FeedLink | null): string {
  if (!link) return html;
  const tag = `<link rel="alternate" type="${ATOM_MEDIA_TYPE}" title="${escapeHtml(link.title)}" href="${escapeHtml(link.href)}" />`;
  return insertBefore(html, /<\/head>/i, `  ${tag}\n  `);
}
