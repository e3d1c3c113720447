import { and, asc, desc, gte, lt, lte } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import { quips, topicOfTheDay } from "#server/db/schema/index.ts";
import { isRevealedSql, revealCutoff } from "#server/services/anonymity.ts";
import { quipVisibleSql } from "#server/services/quips/quip-visibility.ts";
import { settledRecapWeeks } from "#server/services/recaps/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { PAGE_ROUTES } from "#shared/rules/page-routes.ts";
import { LISTED_PAGES } from "./crawler-pages";

/*
 * What search engines may index, as a sitemap index of small sitemaps: the public pages and
 * topics in one, then revealed quips one UTC day of creation at a time. A day's sitemap is one
 * range of the quips' creation index, so none costs more than its day, and each keeps its
 * address for good. A quip is listed once it is revealed by the app's clock and the one rule
 * of anonymity (services/anonymity.ts), and while a visitor may read it: an anonymous quip
 * never appears, nor anything that would count or date one.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A UTC day as the sitemap of its quips is named: 2025-09-14. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const sitemapPaths = {
  index: "/sitemap.xml",
  pages: "/sitemaps/pages.xml",
  quipsOf: (day: string) => `/sitemaps/quips/${day}.xml`,
};

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC midnight a day's name stands for, or null for a name that is no real day. */
function startOf(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const start = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(start.getTime()) || dayOf(start) !== day ? null : start;
}

/**
 * The sitemaps of the index: the pages', then each day's from the first revealed quip's to
 * the day of the reveal cutoff, the newest days kept should there ever be more than an index
 * may hold. Days follow from the clock alone, so the list says nothing of any young quip.
 */
export async function listSitemaps(ctx: ReadScope): Promise<string[]> {
  const cutoff = revealCutoff(ctx.now());
  const [first] = await ctx.db
    .select({ at: quips.createdAt })
    .from(quips)
    .where(isRevealedSql(ctx.now()))
    .orderBy(asc(quips.createdAt))
    .limit(1);
  const days: string[] = [];
  if (first) {
    const last = startOf(dayOf(cutoff))?.getTime() ?? 0;
    const from = Math.max(
      startOf(dayOf(first.at))?.getTime() ?? last,
      last - (LIMITS.sitemapUrlsMax - 2) * DAY_MS,
    );
    for (let at = from; at <= last; at += DAY_MS) days.push(dayOf(new Date(at)));
  }
  return [sitemapPaths.pages, ...days.map(sitemapPaths.quipsOf)];
}

/**
 * The public pages, then every topic that has started, newest first, then the recaps of the
 * weeks whose quips are all revealed, newest first.
 */
export async function listPublicPages(ctx: ReadScope): Promise<string[]> {
  const pages = LISTED_PAGES.map((page) => PAGE_ROUTES[page]);
  const topics = await ctx.db
    .select({ identifier: topicOfTheDay.topicIdentifier })
    .from(topicOfTheDay)
    .where(lte(topicOfTheDay.scheduledFor, ctx.now()))
    .orderBy(desc(topicOfTheDay.scheduledFor))
    .limit(LIMITS.sitemapUrlsMax - pages.length);
  const weeks = await settledRecapWeeks(ctx, LIMITS.sitemapUrlsMax - pages.length - topics.length);
  return [
    ...pages,
    ...topics.map((t) => `/topics/${encodeURIComponent(t.identifier)}`),
    ...weeks.map((week) => `/recap/${week.label}`),
  ];
}

/**
 * The quips created on a UTC day that are revealed now and not hidden from visitors, oldest
 * first; null for a day that is no day or whose quips cannot be revealed yet. A day of more
 * quips than a sitemap takes lists its first 50,000.
 */
export async function listRevealedQuipsOf(ctx: ReadScope, day: string): Promise<string[] | null> {
  const start = startOf(day);
  const now = ctx.now();
  if (!start || start.getTime() > revealCutoff(now).getTime()) return null;
  const rows = await ctx.db
    .select({ id: quips.id })
    .from(quips)
    .where(
      and(
        gte(quips.createdAt, start),
        lt(quips.createdAt, new Date(start.getTime() + DAY_MS)),
        isRevealedSql(now),
        quipVisibleSql(null, now),
      ),
    )
    .orderBy(asc(quips.createdAt), asc(quips.id))
    .limit(LIMITS.sitemapUrlsMax);
  return rows.map((row) => `/quip/${row.id}`);
}
