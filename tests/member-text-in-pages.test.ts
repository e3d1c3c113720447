import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import {
  comments,
  quips,
  topicCompetitions,
  topicOfTheDay,
  users,
} from "#server/db/schema/index.ts";
import { closeDueCompetitions } from "#server/services/competitions/close-competitions.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { writeBuiltClient } from "./support/built-client";
import { as, createTopic, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { renderFromSources } from "./support/render-from-sources";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * What members and administrators write is data wherever the server puts it in a page or a
 * feed: a `$'` in a quip once copied the page's own head into its share tags, and nested
 * copies of it made a 196-character quip a 64 MB page. Each replacement pattern goes into
 * every field a member or an administrator controls, and every page and feed the server
 * writes must come out the size it is with plain text of the same length, holding the text
 * exactly as often and exactly as written.
 */
const PATTERNS = ["$`", "$'", "$&", "$1", "$<x>", "$$"];
const HOUR = 3_600_000;
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Quip: short jokes." />
    <title>Quip</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Quip needs JavaScript to run.</noscript>
  </body>
</html>
`;

let t: TestApp;
let app: FastifyInstance;
let client: ReturnType<typeof writeBuiltClient>;
let author: Member;
let reader: Member;
let quipBotId: string;
let quipId: string;
let commentId: string;
let competitionId: string;
let pastTopic: Awaited<ReturnType<typeof createTopic>>;
let todaysTopic: Awaited<ReturnType<typeof createTopic>>;

beforeAll(async () => {
  t = await createTestApp();
  client = writeBuiltClient({ "index.html": INDEX });
  app = await buildApp(t.ctx, {
    clientDir: client.dir,
    renderPage: renderFromSources,
  });
  [author, reader] = await Promise.all([registerMember(t), registerMember(t)]);
  pastTopic = await createTopic(t, "2025-09-13", "Morning coffee");
  t.clock.set(new Date(pastTopic.scheduledFor.getTime() + HOUR));
  quipBotId = await ensureQuipBot(t.ctx.db, t.clock.now());
  await activateCurrentTopic(t.ctx, fakeGenerator());
  quipId = (
    await postQuip(t, author, "a quip", { topicOfTheDay: true, topicText: "Morning coffee" })
  ).id;
  commentId = (
    await as(t, reader).post(`/api/quips/${quipId}/comments`, { content: "a comment" })
  ).json().id;
  // Closed, then published once every entry is revealed: the author's result card is public.
  t.clock.advance(48 * HOUR);
  await closeDueCompetitions(t.ctx);
  t.clock.advance(48 * HOUR);
  expect((await closeDueCompetitions(t.ctx)).published).toEqual([pastTopic.topicIdentifier]);
  const [competition] = await t.ctx.db
    .select({ id: topicCompetitions.id })
    .from(topicCompetitions)
    .where(eq(topicCompetitions.topicIdentifier, pastTopic.topicIdentifier));
  competitionId = competition?.id ?? "";
  todaysTopic = await createTopic(t, "2025-09-17", "Evening tea");
  t.clock.set(new Date(todaysTopic.scheduledFor.getTime() + HOUR));
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  client?.remove();
});

/** Every field a member or an administrator writes that a page or a feed may show. */
const FIELDS = [
  "quip",
  "punchline",
  "comment",
  "past topic",
  "today's topic",
  "first name",
  "last name",
  "bio",
  "website",
  "QuipBot's first name",
  "QuipBot's last name",
  "QuipBot's bio",
  "QuipBot's website",
] as const;
type Texts = Record<(typeof FIELDS)[number], string>;

/** Each field's text around `piece`, unique to the field so each can be counted on its own. */
function textsWith(piece: string): Texts {
  return Object.fromEntries(
    FIELDS.map((field, i) => [field, `F${i}z says ${piece} and ${piece} again`]),
  ) as Texts;
}

async function write(texts: Texts) {
  const db = t.ctx.db;
  await db
    .update(quips)
    .set({ content: texts.quip, punchline: texts.punchline })
    .where(eq(quips.id, quipId));
  await db.update(comments).set({ content: texts.comment }).where(eq(comments.id, commentId));
  await db
    .update(topicOfTheDay)
    .set({ topic: texts["past topic"] })
    .where(eq(topicOfTheDay.id, pastTopic.id));
  await db
    .update(topicOfTheDay)
    .set({ topic: texts["today's topic"] })
    .where(eq(topicOfTheDay.id, todaysTopic.id));
  await db
    .update(users)
    .set({
      firstName: texts["first name"],
      lastName: texts["last name"],
      bio: texts.bio,
      website: texts.website,
    })
    .where(eq(users.id, author.id));
  await db
    .update(users)
    .set({
      firstName: texts["QuipBot's first name"],
      lastName: texts["QuipBot's last name"],
      bio: texts["QuipBot's bio"],
      website: texts["QuipBot's website"],
    })
    .where(eq(users.id, quipBotId));
}

/** Every page and feed the server writes with member text in it, and who asks for it. */
const pages = (): Array<[url: string, viewer: Member | undefined]> => [
  ["/?filter=topAllTime", reader],
  ["/?filter=new", undefined],
  [`/quip/${quipId}`, undefined],
  [`/quip/${quipId}`, reader],
  [`/profile/${author.id}`, reader],
  [`/profile/${quipBotId}`, reader],
  [`/topics/${pastTopic.topicIdentifier}`, undefined],
  [`/topics/${todaysTopic.topicIdentifier}`, reader],
  [`/results/${competitionId}/${author.id}`, undefined],
  ["/feeds/top.atom", undefined],
  [`/feeds/members/${author.id}.atom`, undefined],
  [`/feeds/topics/${pastTopic.topicIdentifier}.atom`, undefined],
  ["/sitemap.xml", undefined],
  ["/sitemaps/pages.xml", undefined],
];

/** The forms a text takes in a page: as is, escaped for HTML, React, XML, or in a JSON block. */
function formsOf(text: string): string[] {
  const entities = (apostrophe: string) =>
    text
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
      .replaceAll("'", apostrophe);
  const json = JSON.stringify(text).slice(1, -1).replaceAll("<", "\\u003c");
  return [...new Set([text, entities("&#39;"), entities("&#x27;"), entities("&apos;"), json])];
}

function timesShown(body: string, text: string): number {
  return formsOf(text).reduce((sum, form) => sum + body.split(form).length - 1, 0);
}

async function read(url: string, viewer: Member | undefined) {
  const response = await app.inject({ url, headers: viewer ? { cookie: viewer.cookie } : {} });
  return { status: response.statusCode, body: response.body };
}

describe("member text in server-written pages and feeds", () => {
  it.each(PATTERNS)("holds %s literally, and the page keeps its size", async (pattern) => {
    const plain = textsWith("X".repeat(pattern.length));
    const hostile = textsWith(pattern);
    const problems: string[] = [];
    for (const [url, viewer] of pages()) {
      await write(plain);
      const expected = await read(url, viewer);
      await write(hostile);
      const got = await read(url, viewer);
      const where = `${url} for ${viewer ? "a member" : "a visitor"}`;
      if (got.status !== expected.status) problems.push(`${where}: ${got.status}`);
      let shown = 0;
      for (const field of FIELDS) {
        const times = timesShown(expected.body, plain[field]);
        shown += times;
        const hostileTimes = timesShown(got.body, hostile[field]);
        if (hostileTimes !== times) {
          problems.push(`${where}: the ${field} shown ${hostileTimes} times, not ${times}`);
        }
      }
      // Escaping changes a few characters per occurrence (some, as a result's title-cased
      // city, are not counted above); a copy of the page's head alone is over 500.
      const grown = got.body.length - expected.body.length;
      if (Math.abs(grown) > 256 + 16 * shown) {
        problems.push(`${where}: ${got.body.length} characters, not about ${expected.body.length}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps a quip page to its size however deep its patterns would nest", async () => {
    const plain = textsWith("XX");
    await write(plain);
    const { body: expected } = await read(`/quip/${quipId}`, reader);
    await write({ ...plain, quip: "$`$'$&".repeat(32).concat("$`$'") });
    const started = performance.now();
    const { status, body } = await read(`/quip/${quipId}`, reader);
    expect(status).toBe(200);
    expect(body.length).toBeLessThan(expected.length + 10_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("shows every field somewhere, so the test above reads each of them", async () => {
    const plain = textsWith("XX");
    await write(plain);
    const seen = new Set<string>();
    for (const [url, viewer] of pages()) {
      const { body } = await read(url, viewer);
      for (const field of FIELDS) if (timesShown(body, plain[field]) > 0) seen.add(field);
    }
    // Comments are read by the client alone; the rest reach a page the server writes.
    expect(FIELDS.filter((field) => !seen.has(field))).toEqual(["comment"]);
  });
});
