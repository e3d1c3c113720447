import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { topicCompetitions, users } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { sendNoticeMail } from "#server/services/mail-lists/index.ts";
import { deliverDueMail } from "#server/services/mail-outbox/index.ts";
import { deliverDuePushes } from "#server/services/push/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { FEED_FILTERS } from "#shared/rules/feed-filters.ts";
import { FIRST_SCREEN_ELEMENT_ID } from "#shared/schemas/first-screen.ts";
import type { ModerationQueue } from "#shared/schemas/moderation.ts";
import { TopicQuipsQuery } from "#shared/schemas/topics.admin.ts";
import { writeBuiltClient } from "./support/built-client";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { type PushService, startPushService } from "./support/push-service";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { createTestApp, type TestApp, type TestAppOptions } from "./support/test-app";
import { scaled } from "./support/time-budget";

/**
 * Crawls every GET route the server registers, as another member, as the member the quip
 * mentions, as a member who hid it with its author ("hide this quip and its author"), as a
 * moderator (who reviews its reports, its author's reported comment and its author reported
 * as a member: decision 0152; who cannot cite the quip in a warning, and whose warning of its
 * author is appealed: decision 0158) and as a visitor, while a quip is anonymous: no answer (body or headers) about the quip may carry its
 * author's id, username or picture, and the author's profile and the Atom feeds (the top, the
 * author's, the topic's) must read exactly as they did before they posted. After 48 hours the
 * author is shown. The quip was held by a watched word and published by the moderator's
 * approval (decision 0159), and has a punchline (decision 0163): an answer, a page or a feed
 * that carries the punchline is about the quip as much as one carrying its setup. A push
 * service on loopback is a reader too: what the readers' browsers are pushed meanwhile may not
 * name the author either. The quip is an entry of its topic's open competition, so no answer
 * may carry its likes either (decision 0162). A member who guesses the author rightly and the
 * author themselves read every route before and after the guess: nothing but the guesser's
 * own sealed guess moves (decision 0164).
 */
const NOW = new Date("2025-09-17T16:00:00Z");
const IMAGE = "/objects/avatars/the-authors-face.webp";
const CONTENT = "the anonymous joke everyone is talking about";
const PUNCHLINE = "and its punchline nobody saw coming";

let t: TestApp;
let author: Member;
let other: Member;
let mentioned: Member;
let hider: Member;
let moderator: Member;
let admin: Member;
/** A member who guesses who wrote the quip (decision 0164): rightly, late in the crawl. */
let guesser: Member;
let quipId: string;
let ownCommentId: string;
let commentId: string;
let stubId: string;
let heldCommentId: string;
let profileBefore: Record<string, unknown>;
let competitionId: string;
let warningId: string;
/** What the moderator was answered when citing the quip, or its author's comment, in a warning. */
let citationAnswers: Array<{ named: string; status: number; body: string }>;
let pushService: PushService;
/** The feeds that could tell of the quip, as they read before it was posted. */
const feedsBefore = new Map<string, string>();
/** The readers' mailbox (decision 0160): what they are mailed may not name the author either. */
let mailbox: TestSmtpServer;

/**
 * The world the crawl looks at, built afresh for each setting of the shared cache. On
 * PostgreSQL every read that may use a replica does (the test database itself, polled as in
 * production): what a replica answers is crawled too (decision 0126).
 */
async function setUp(sharedCache: TestAppOptions["sharedCache"]) {
  mailbox = await startSmtpServer();
  t = await createTestApp({
    smtpUrl: mailbox.url,
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: "true" },
    ...(sharedCache ? { sharedCache } : {}),
    ...(process.env.TEST_DB_KIND === "postgres"
      ? { readReplicas: { urls: (primary: string) => [primary], pollMs: 50 } }
      : {}),
  });
  feedsBefore.clear();
  t.clock.set(new Date(NOW.getTime() - 72 * 3_600_000));
  [author, other, mentioned, hider, moderator, guesser] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  pushService = await startPushService(t.clock.now);
  for (const reader of [other, mentioned, hider]) {
    const device = pushService.subscribe(reader.username);
    await as(t, reader).post("/api/push/subscriptions", device.subscription);
    // Every kind pushed and mailed, likes too, so whatever reaches a reader is read.
    const preferences = (await as(t, reader).get("/api/notifications/preferences")).json();
    for (const choice of Object.values(preferences.kinds) as Array<{
      push: boolean;
      mail: boolean;
    }>) {
      choice.push = true;
      choice.mail = true;
    }
    await t.ctx.db.update(users).set({ emailConfirmed: true }).where(eq(users.id, reader.id));
    await as(t, reader).put("/api/notifications/preferences", { ...preferences, timeZone: "UTC" });
  }
  admin = await registerMember(t);
  await setAdmin(t.ctx, admin.id, true);
  await as(t, admin).post(`/api/admin/users/${moderator.id}/grant-moderator`);
  await t.ctx.db.update(users).set({ profileImageUrl: IMAGE }).where(eq(users.id, author.id));
  await as(t, other).post(`/api/users/${author.id}/follow`);
  await as(t, mentioned).post(`/api/users/${author.id}/follow`);
  await postQuip(t, author, "an old revealed quip");
  t.clock.set(NOW);
  const topic = await createTopic(t, "2025-09-17", "Morning coffee");
  profileBefore = (await as(t, other).get(`/api/users/${author.id}`)).json();
  for (const feed of [
    "/feeds/top.atom",
    `/feeds/members/${author.id}.atom`,
    "/feeds/topics/morning-coffee-2025-09-17.atom",
    "/feeds/recaps.atom",
  ]) {
    feedsBefore.set(feed, (await as(t, undefined).get(feed)).body);
  }
  // The topic's competition, as its activation opens it: the quip is one of its entries.
  const [competition] = await t.ctx.db
    .insert(topicCompetitions)
    .values({
      topicIdentifier: topic.topicIdentifier,
      topicId: topic.id,
      startedAt: topic.scheduledFor,
    })
    .returning({ id: topicCompetitions.id });
  competitionId = competition?.id ?? "";

  // Watched words (decision 0159): a `review` word holds the quip until the moderator approves
  // it, and its 48 hours start then; a `flag` word places its author's comment in the queue,
  // and a second comment of theirs waits there, held. None of it may name the author.
  await as(t, admin).post("/api/admin/watched-words", { word: "talking", action: "review" });
  await as(t, admin).post("/api/admin/watched-words", { word: "proud", action: "flag" });
  const held = await as(t, author).post("/api/quips", {
    content: `${CONTENT} @${mentioned.username}`,
    punchline: PUNCHLINE,
    topicOfTheDay: true,
    topicText: topic.topic,
  });
  expect(held.statusCode, held.body).toBe(202);
  await as(t, moderator).post(`/api/moderation/held-posts/${held.json().held.id}/approve`);
  const approvals = await as(t, moderator).get("/api/moderation/log?action=held_post_approved");
  quipId = approvals.json().entries[0].target.id;
  await as(t, author).post(`/api/quips/${quipId}/like`);
  await as(t, author).post(`/api/quips/${quipId}/bookmark`);
  await as(t, other).post(`/api/quips/${quipId}/like`);
  const question = await as(t, mentioned).post(`/api/quips/${quipId}/comments`, {
    content: "who wrote this?",
  });
  commentId = question.json().id;
  await as(t, author).post(`/api/quips/${quipId}/comments`, {
    content: `not telling @${mentioned.username}`,
    parentCommentId: commentId,
  });
  ownCommentId = (
    await as(t, author).post(`/api/quips/${quipId}/comments`, {
      content: "I am proud of this one",
    })
  ).json().id;
  heldCommentId = (
    await as(t, author).post(`/api/quips/${quipId}/comments`, {
      content: "stop talking about it",
    })
  ).json().held.id;
  // The author folds a comment on their anonymous quip, and deletes one of their own that has
  // a reply: neither the fold nor the stub left in its place may say whose quip it is.
  await as(t, author).post(`/api/comments/${commentId}/hide`);
  const regretted = await as(t, author).post(`/api/quips/${quipId}/comments`, {
    content: "a word I regret",
  });
  stubId = regretted.json().id;
  await as(t, other).post(`/api/quips/${quipId}/comments`, {
    content: "what did they say?",
    parentCommentId: stubId,
  });
  await as(t, author).delete(`/api/comments/${stubId}`);
  await as(t, other).post(`/api/quips/${quipId}/flag`, { category: "Other", reason: "suspicious" });
  await as(t, hider).post(`/api/quips/${quipId}/hide-author`);
  // The review queue holds the quip, its author's comment on it and its author as a member,
  // reported by the same member; a moderator acts on the quip, an administrator looks up who
  // wrote it, and both write notes on the author. None of it may tie the author to the quip.
  await as(t, mentioned).post(`/api/comments/${ownCommentId}/flag`, { category: "Other" });
  // A moderator who suspects the author tries to warn them citing the quip, or their comment
  // on it, and does the same naming someone else: the answers may not differ (decision 0158).
  // They warn the author without a citation, and the author appeals: the appeal waits in the
  // queue beside the quip, the comment and the member's item, tied to none of them.
  citationAnswers = [];
  for (const named of [author, other]) {
    for (const cited of [{ quipId }, { commentId: ownCommentId }]) {
      const answer = await as(t, moderator).post(`/api/moderation/users/${named.id}/warnings`, {
        reason: "Is this yours?",
        ...cited,
      });
      citationAnswers.push({ named: named.username, status: answer.statusCode, body: answer.body });
    }
  }
  const warning = await as(t, moderator).post(`/api/moderation/users/${author.id}/warnings`, {
    reason: "Please keep your comments kind",
  });
  warningId = warning.json().id;
  await as(t, author).post(`/api/moderation/warnings/${warningId}/appeal`, {
    text: "I was only joking",
  });
  await as(t, other).post(`/api/users/${author.id}/report`, {
    category: "Impersonation",
    reason: "I think they wrote the anonymous joke",
  });
  await as(t, moderator).post(`/api/moderation/quips/${quipId}/hide`);
  await as(t, moderator).post(`/api/moderation/quips/${quipId}/show`);
  await as(t, admin).get(`/api/admin/quips/${quipId}/author`);
  await as(t, moderator).post(`/api/moderation/users/${author.id}/notes`, { content: "Watching" });
}

/** Every GET route, with each parameter filled in every way that points at the quip or its author. */
function urlsFor(route: string, viewer: Member | undefined): string[] {
  const fill: Record<string, string[]> = {
    ":id": [quipId, author.id, viewer?.id ?? other.id, commentId],
    ":commentId": [commentId],
    ":competitionId": [competitionId],
    ":userId": [author.id, viewer?.id ?? other.id],
    ":identifier": ["morning-coffee-2025-09-17", "morning-coffee"],
    ":token": ["not-a-token"],
    // The day the quip was posted, and the day of the author's older, revealed one.
    ":day": ["2025-09-17", "2025-09-14"],
    // The week the quip was posted in, by its name and as the current one.
    ":week": ["2025-W38", "current"],
    "*": ["avatars/the-authors-face.webp"],
  };
  let urls = [route];
  for (const [name, values] of Object.entries(fill)) {
    if (!route.includes(name)) continue;
    urls = urls.flatMap((u) => values.map((v) => u.replace(name, v)));
  }
  const topicFilters = TopicQuipsQuery.shape.filter.unwrap().options.map((f) => `?filter=${f}`);
  const queries: Record<string, string[]> = {
    // Every filter the feed accepts, so a new one is crawled the day it is added.
    "/api/quips": [...FEED_FILTERS, "all"].flatMap((f) => [
      `?filter=${f}`,
      `?filter=${f}&authorId=${author.id}`,
    ]),
    "/api/topics/identifier/morning-coffee-2025-09-17/quips": topicFilters,
    "/api/topics/morning-coffee/quips": topicFilters,
    "/api/search/quips": ["?q=anonymous joke", "?q=punchline nobody", `?q=${author.username}`],
    "/api/search/users": [`?q=${author.username}`],
    "/api/search/topics": ["?q=coffee"],
  };
  return urls.flatMap((u) => (queries[u] ?? [""]).map((q) => `${u}${q}`));
}

function leaks(text: string): boolean {
  return text.includes(author.id) || text.includes(author.username) || text.includes(IMAGE);
}

/**
 * Whether a part about the quip says whether a bot wrote it: `isBot` belongs to a named
 * author only, and even `false` would set a member's anonymous quip apart from QuipBot's.
 */
const tellsBotOrNot = (part: string) => /"isBot"\s*:/.test(part);

/**
 * Whether a part about the quip tells how many like it: it is an entry of its topic's
 * competition, still open, and no answer carries its likes while it is (decision 0162).
 */
const countsItsLikes = (part: string) => /"likesCount"\s*:\s*\d/.test(part);

/**
 * The parts of an answer that are about the quip: in JSON, each object naming it (a list may
 * rightly hold the author's other, revealed quips); anything else, the whole text.
 */
function partsAbout(body: string, contentType: string): string[] {
  if (!contentType.includes("json")) {
    const about = [quipId, CONTENT, PUNCHLINE].some((said) => body.includes(said));
    return about ? [body] : [];
  }
  const parts: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (record.id === quipId || record.quipId === quipId) parts.push(JSON.stringify(record));
    else Object.values(record).forEach(visit);
  };
  visit(JSON.parse(body));
  return parts;
}

/** Every GET route the crawl reads. */
function crawledRoutes(): string[] {
  // The live stream is read while the quip is posted, liked, commented and revealed, as it
  // happens: tests/anonymity-stream.test.ts.
  return t.app.routeList
    .filter((r) => r.method === "GET" && r.url !== "/api/logout" && r.url !== "/api/stream")
    .map((r) => r.url);
}

/**
 * Every GET route as each viewer: what ties the quip to its author, how often it was seen, and
 * how often with its punchline.
 */
async function crawl(): Promise<{ found: string[]; sawTheQuip: number; sawThePunchline: number }> {
  const routes = crawledRoutes();
  const found: string[] = [];
  let sawTheQuip = 0;
  let sawThePunchline = 0;
  for (const viewer of [other, mentioned, hider, moderator, undefined]) {
    for (const route of routes) {
      for (const url of urlsFor(route, viewer)) {
        const response = await as(t, viewer).get(url);
        const body = response.rawPayload.toString("latin1");
        const parts = [
          ...partsAbout(body, String(response.headers["content-type"] ?? "")),
          ...(route.includes("share-image") ? [body] : []),
        ];
        if (parts.length > 0) sawTheQuip += 1;
        if (parts.some((part) => part.includes(PUNCHLINE))) sawThePunchline += 1;
        const json = String(response.headers["content-type"] ?? "").includes("json");
        if (
          leaks(JSON.stringify(response.headers)) ||
          parts.some(leaks) ||
          (json && parts.some(tellsBotOrNot))
        ) {
          found.push(`${viewer?.username ?? "visitor"} GET ${url}`);
        }
        if (parts.some(countsItsLikes)) {
          found.push(`${viewer?.username ?? "visitor"} GET ${url} counts the quip's likes`);
        }
        // What search engines may index: an anonymous quip is no part of it.
        if (/^\/(robots\.txt|sitemap)/.test(url) && body.includes(quipId)) {
          found.push(`${viewer?.username ?? "visitor"} GET ${url} lists the quip`);
        }
        // A feed is a visitor's view for everyone, and an anonymous quip is no part of it: not
        // a byte may have moved since before it was posted.
        const feedBefore = feedsBefore.get(url);
        if (feedBefore !== undefined && response.body !== feedBefore) {
          found.push(`${viewer?.username ?? "visitor"} GET ${url} changed`);
        }
        if (url === `/api/users/${author.id}`) {
          // Hiding the quip with its author mutes nobody before the reveal: isMuted stays false.
          const { isFollowing, followsViewer, ...counts } = response.json();
          const { isFollowing: _a, followsViewer: _b, ...before } = profileBefore;
          if (JSON.stringify(counts) !== JSON.stringify(before))
            found.push(`profile counts changed for ${viewer?.username ?? "visitor"}`);
          void isFollowing;
          void followsViewer;
        }
      }
    }
  }
  return { found, sawTheQuip, sawThePunchline };
}

/** Cached pages are a visitor's, laid over for members (decision 0128): the crawl reads both ways. */
describe.each([
  { cache: "off", sharedCache: undefined },
  { cache: "on", sharedCache: { seconds: 5 } },
])("the anonymity crawler, shared cache $cache", ({ sharedCache }) => {
  beforeAll(() => setUp(sharedCache));
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
    await mailbox?.close();
  });

  it("finds nothing tying the anonymous quip to its author, whoever is looking", async () => {
    const { found, sawTheQuip, sawThePunchline } = await crawl();
    expect(found).toEqual([]);
    expect(sawTheQuip).toBeGreaterThan(30);
    // Held and approved, the quip kept its punchline: the crawl read it wherever the quip shows.
    expect(sawThePunchline).toBeGreaterThan(30);
  });

  it("shows a moderator the quip, its author's comment and its author apart", async () => {
    const queue = (await as(t, moderator).get("/api/moderation/queue")).json() as ModerationQueue;
    const item = (kind: string, id: string) =>
      queue.items.find(
        (i) =>
          i.kind === kind &&
          ((i.kind === "quip" && i.quip.id === id) ||
            (i.kind === "comment" && i.comment.id === id) ||
            (i.kind === "member" && i.member.id === id)),
      );
    const quip = item("quip", quipId);
    const comment = item("comment", ownCommentId);
    const member = item("member", author.id);
    // The moderator reads the whole quip, its punchline openly, and still no author.
    expect(quip).toMatchObject({ quip: { author: null, isAnonymous: true, punchline: PUNCHLINE } });
    expect(comment).toMatchObject({
      comment: { author: null, isQuipAuthor: true },
      watchedWords: ["proud"],
    });
    const heldComment = queue.items.find((i) => i.kind === "held" && i.held.id === heldCommentId);
    expect(heldComment).toMatchObject({ held: { quipId, author: null, word: "talking" } });
    expect(member).toBeDefined();
    // The author's appeal is shown by another moderator or an administrator, who decides it;
    // it says nothing of the quip or the comment either.
    const appeals = (await as(t, admin).get("/api/moderation/queue?kind=appeal")).json();
    const appeal = (appeals as ModerationQueue).items.find(
      (i) => i.kind === "appeal" && i.warning.id === warningId,
    );
    expect(appeal).toMatchObject({ member: { id: author.id }, warning: { citation: null } });
    for (const said of [quipId, ownCommentId, CONTENT, PUNCHLINE, "I am proud of this one"]) {
      expect(JSON.stringify(appeal)).not.toContain(said);
    }
    expect(leaks(JSON.stringify(quip))).toBe(false);
    expect(leaks(JSON.stringify(comment))).toBe(false);
    // The member's item says nothing of the quip or the comment: nothing groups them.
    for (const said of [quipId, ownCommentId, CONTENT, PUNCHLINE, "I am proud of this one"]) {
      expect(JSON.stringify(member)).not.toContain(said);
    }
    // The administrator's view of the author is logged by the quip alone, and reaches
    // moderators only once the quip is revealed.
    const log = (who: Member) =>
      as(t, who).get("/api/moderation/log?action=anonymous_author_viewed");
    const viewed = (await log(admin)).json().entries;
    expect(viewed).toHaveLength(1);
    expect(viewed[0].target).toMatchObject({ kind: "quip", id: quipId });
    expect(leaks(JSON.stringify(viewed))).toBe(false);
    expect((await log(moderator)).json().entries).toEqual([]);
  });

  it("refuses a warning citing the anonymous quip, or its author's comment, alike whoever is named", () => {
    expect(citationAnswers).toHaveLength(4);
    const [first] = citationAnswers;
    expect(first?.status).toBe(400);
    for (const answer of citationAnswers) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: first?.status,
        body: first?.body,
      });
    }
  });

  it("finds nothing in what the readers' browsers were pushed", async () => {
    await t.ctx.background.settled();
    await deliverDuePushes(t.ctx);
    expect(pushService.refused).toEqual([]);
    const devices = [other, mentioned, hider].map((reader) => reader.username);
    const read = pushService.received.filter((push) => devices.includes(push.device));
    expect(read.filter((push) => leaks(JSON.stringify(push)))).toEqual([]);
    // The author's reply and their mention of the reader in it reached the reader, unnamed.
    expect(
      read.filter((push) => push.device === mentioned.username).map((p) => p.payload.title),
    ).toEqual(
      expect.arrayContaining([
        "Someone anonymous replied to your comment",
        "Someone anonymous mentioned you in a comment",
      ]),
    );
  });

  it("finds nothing in what the readers were mailed", async () => {
    await t.ctx.background.settled();
    const at = t.clock.now();
    // A notice is mailed once its minute has ended: the quip is still anonymous then.
    t.clock.advance(60_000);
    try {
      await sendNoticeMail(t.ctx);
      await deliverDueMail(t.ctx);
    } finally {
      t.clock.set(at);
    }
    const addresses = [other, mentioned, hider].map((reader) => reader.email.toLowerCase());
    const read = mailbox.messages.filter((mail) => mail.to.some((to) => addresses.includes(to)));
    expect(read.filter((mail) => [mail.raw, mail.text, mail.html].some(leaks))).toEqual([]);
    expect(
      read
        .filter((mail) => mail.to.includes(mentioned.email.toLowerCase()))
        .map((mail) => mail.header("subject")),
    ).toEqual(
      expect.arrayContaining([
        "Someone anonymous replied to your comment",
        "Someone anonymous mentioned you in a comment",
      ]),
    );
  });

  it("crawls a comment the author folded and the stub of one they deleted", async () => {
    // A page of comments is no object naming the quip, which the crawl picks out: it is read
    // whole here, with its replies.
    for (const viewer of [other, mentioned, moderator, undefined]) {
      const response = await as(t, viewer).get(`/api/quips/${quipId}/comments`);
      const replies = await as(t, viewer).get(`/api/quips/${quipId}/comments/${stubId}/replies`);
      expect(leaks(response.body)).toBe(false);
      expect(leaks(replies.body)).toBe(false);
      const page = response.json() as {
        comments: Array<{ id: string; isHidden: boolean; isDeleted: boolean; author: unknown }>;
      };
      const hidden = page.comments.find((c) => c.id === commentId);
      const stub = page.comments.find((c) => c.id === stubId);
      expect(hidden?.isHidden).toBe(true);
      expect(stub).toMatchObject({ isDeleted: true, author: null });
    }
  });

  it("finds nothing either once reports hide the quip and its author is suspended", async () => {
    const admin = await registerMember(t);
    await setAdmin(t.ctx, admin.id, true);
    // One member has reported it already; the others bring it to the threshold.
    for (let i = 1; i < LIMITS.autoHideReportsDefault; i++) {
      const reporter = await registerMember(t);
      await as(t, reporter).post(`/api/quips/${quipId}/flag`, { category: "Offensive content" });
    }
    const suspension = { until: null, reason: "Reported too often" };
    expect(
      (await as(t, admin).post(`/api/admin/users/${author.id}/suspend`, suspension)).statusCode,
    ).toBe(204);
    expect((await as(t, other).get(`/api/quips/${quipId}`)).statusCode).toBe(404);
    const { found } = await crawl();
    expect(found).toEqual([]);
    expect((await as(t, admin).delete(`/api/admin/quips/${quipId}/flags`)).statusCode).toBe(204);
    expect((await as(t, admin).post(`/api/admin/users/${author.id}/unsuspend`)).statusCode).toBe(
      204,
    );
  });

  it("finds nothing in the data the pages carry for their first screen either", async () => {
    // Pages carry their first screen's data with the HTML (the home feed for every filter, a
    // quip, a profile): the same crawl, over the app as it serves a built client.
    const client = writeBuiltClient({});
    let pages: FastifyInstance | undefined;
    try {
      pages = await buildApp(t.ctx, { clientDir: client.dir });
      const addresses = [
        "/",
        ...FEED_FILTERS.map((f) => `/?filter=${f}`),
        `/quip/${quipId}`,
        `/profile/${author.id}`,
        ...["quips", "followers", "following", "stats"].map(
          (tab) => `/profile/${author.id}?tab=${tab}`,
        ),
      ];
      const found: string[] = [];
      let sawTheQuip = 0;
      for (const viewer of [other, mentioned, hider, undefined]) {
        for (const address of addresses) {
          const response = await pages.inject({
            method: "GET",
            url: address,
            headers: viewer ? { cookie: viewer.cookie } : {},
          });
          // A quip's page answers as its API route does: 404 to the member who hid it.
          const status = address.startsWith("/quip/")
            ? (await as(t, viewer).get(`/api/quips/${quipId}`)).statusCode
            : 200;
          expect(response.statusCode, address).toBe(status);
          const block = response.body.match(
            new RegExp(
              `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`,
              "s",
            ),
          );
          expect(block, address).not.toBeNull();
          const parts = partsAbout(block?.[1] ?? "null", "application/json");
          if (parts.length > 0) sawTheQuip += 1;
          const who = viewer?.username ?? "visitor";
          if (parts.some(leaks) || parts.some(tellsBotOrNot)) found.push(`${who} GET ${address}`);
          // Another member's profile lists only revealed quips: the young one is not there.
          if (address.startsWith("/profile/") && parts.length > 0)
            found.push(`${who} GET ${address} lists the anonymous quip`);
        }
      }
      expect(found).toEqual([]);
      expect(sawTheQuip).toBeGreaterThan(3);
    } finally {
      await pages?.close();
      client.remove();
    }
  });

  it("reads the same to a guesser and to the author before and after a right guess", {
    timeout: scaled(120_000),
  }, async () => {
    // Everything each reads, status and body, by every GET route (decision 0164).
    const readAll = async () => {
      const answers = new Map<string, string>();
      for (const reader of [guesser, author]) {
        for (const route of crawledRoutes()) {
          for (const url of urlsFor(route, reader)) {
            const response = await as(t, reader).get(url);
            // A page of comments says when it was read: on a replica, the test clock set back
            // by a lag that differs from one read to the next.
            const body = response.body.replace(/"readAt":"[^"]*"/g, '"readAt":"…"');
            answers.set(`${reader.username} GET ${url}`, `${response.statusCode} ${body}`);
          }
        }
      }
      return answers;
    };
    const before = await readAll();
    const guessed = await as(t, guesser).post(`/api/quips/${quipId}/guesses`, {
      username: author.username,
    });
    expect(guessed.statusCode, guessed.body).toBe(200);
    const after = await readAll();
    const changed = [...before.keys()].filter((key) => after.get(key) !== before.get(key));
    // The guesser's own sealed guess is all that moved, and it carries no verdict.
    const own = `${guesser.username} GET /api/quips/${quipId}/guesses`;
    expect(changed).toEqual([own]);
    expect(after.get(own)).toBe(
      `200 ${JSON.stringify({ total: null, correct: null, mine: { username: author.username, correct: null } })}`,
    );
    expect(before.size).toBeGreaterThan(100);
  });

  it("shows the author once 48 hours have passed", async () => {
    t.clock.set(new Date(NOW.getTime() + 48 * 3_600_000 + 60_000));
    const quip = (await as(t, other).get(`/api/quips/${quipId}`)).json();
    expect(quip.author).toEqual({
      id: author.id,
      username: author.username,
      profileImageUrl: IMAGE,
      isBot: false,
    });
    const html = (await as(t, undefined).get(`/quip/${quipId}`)).body;
    expect(html).toContain(`@${author.username}`);
    const profile = (await as(t, other).get(`/api/users/${author.id}`)).json();
    expect(profile.quipsCount).toBe((profileBefore.quipsCount as number) + 1);
    expect((await as(t, undefined).get("/sitemaps/quips/2025-09-17.xml")).body).toContain(quipId);
    // The guess is right, and says so now.
    expect((await as(t, guesser).get(`/api/quips/${quipId}/guesses`)).json()).toMatchObject({
      total: 1,
      correct: 1,
      mine: { username: author.username, correct: true },
    });
  });
});
