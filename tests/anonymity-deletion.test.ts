import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quips } from "#server/db/schema/index.ts";
import { JOBS } from "#server/jobs/run-due.ts";
import { FEED_FILTERS } from "#shared/rules/feed-filters.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { listening, type OpenedStream, openStream } from "./support/live-stream";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A member with an anonymous quip deletes their account (decision 0117). Their quips vanish
 * with it, which anyone may notice; nothing else may change. Everything a visitor and another
 * member read — every member's public routes, every feed, the topic's page, search, trending,
 * the other anonymous quip's page and comments — is the same after the deletion once the
 * vanished quips, comments and the member are taken out, and but for the counts their own
 * likes, comments and follows fed. The live stream says nothing about the vanished quip, and
 * no scheduled job changes anything afterwards.
 */
const NOW = new Date("2025-09-17T16:00:00Z");
const HOUR = 3_600_000;

let t: TestApp;
let leaving: Member;
let stayer: Member;
let reader: Member;
let follower: Member;
let leavingQuip: string;
let stayerQuip: string;
const vanished = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  [leaving, stayer, reader, follower] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  t.clock.set(new Date(NOW.getTime() - 72 * HOUR));
  vanished.add(leaving.id);
  vanished.add((await postQuip(t, leaving, "an old joke, signed")).id);
  await postQuip(t, stayer, "another old joke, signed");
  await as(t, follower).post(`/api/users/${leaving.id}/follow`);
  await as(t, leaving).post(`/api/users/${stayer.id}/follow`);

  t.clock.set(NOW);
  const topic = await createTopic(t, "2025-09-17", "Morning coffee");
  const onTopic = { topicOfTheDay: true, topicText: topic.topic };
  leavingQuip = (await postQuip(t, leaving, `coffee joke one @${reader.username}`, onTopic)).id;
  stayerQuip = (await postQuip(t, stayer, "coffee joke two", onTopic)).id;
  vanished.add(leavingQuip);
  // The leaving member reacts to the other anonymous quip; others react to theirs.
  await as(t, leaving).post(`/api/quips/${stayerQuip}/like`);
  const remark = await as(t, leaving).post(`/api/quips/${stayerQuip}/comments`, {
    content: "good one",
  });
  vanished.add(remark.json().id);
  await as(t, reader).post(`/api/quips/${stayerQuip}/like`);
  await as(t, reader).post(`/api/quips/${leavingQuip}/like`);
  const question = await as(t, reader).post(`/api/quips/${leavingQuip}/comments`, {
    content: "who wrote this?",
  });
  await as(t, leaving).post(`/api/quips/${leavingQuip}/comments`, {
    content: "not telling",
    parentCommentId: question.json().id,
  });
  // The old quips revealed and the counts folded: the scheduled work is done before it starts.
  for (const job of JOBS) await job.run(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

/** What a visitor and another member read, by URL. */
async function publicView(): Promise<Map<string, unknown>> {
  const people = [stayer, reader, follower].map((m) => m.id);
  const memberRoutes = t.app.routeList
    .filter((r) => r.method === "GET" && r.url.startsWith("/api/users/:id"))
    .map((r) => r.url);
  const quipRoutes = t.app.routeList
    .filter(
      (r) => r.method === "GET" && r.url.startsWith("/api/quips/:id") && !r.url.endsWith(".png"),
    )
    .map((r) => r.url);
  const urls = [
    ...people.flatMap((id) => memberRoutes.map((route) => route.replace(":id", id))),
    ...quipRoutes.map((route) => route.replace(":id", stayerQuip)),
    ...[...FEED_FILTERS, "all"].map((filter) => `/api/quips?filter=${filter}`),
    "/api/topics/identifier/morning-coffee-2025-09-17/quips",
    "/api/search/quips?q=coffee joke",
    "/api/search/users?q=member",
    "/api/trending",
  ];
  const view = new Map<string, unknown>();
  for (const viewer of [undefined, reader]) {
    for (const url of urls) {
      const response = await as(t, viewer).get(url);
      const body = response.headers["content-type"]?.toString().includes("json")
        ? response.json()
        : response.body;
      view.set(`${viewer ? "member" : "visitor"} ${url} ${response.statusCode}`, body);
    }
  }
  return view;
}

/** Counts the leaving member's own likes, comments and follows fed; they are recounted. */
const RECOUNTED = new Set([
  "likesCount",
  "commentsCount",
  "followersCount",
  "followingCount",
  // A quip's number of comments, above its first page.
  "total",
]);

/**
 * The answer without what vanished: any object that names a vanished quip, comment or the
 * member goes, and the counts they fed are left out of the comparison.
 */
function withoutVanished(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => !namesVanished(item)).map(withoutVanished);
  }
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => !RECOUNTED.has(key))
    .map(([key, field]) => [key, namesVanished(field) ? null : withoutVanished(field)]);
  return Object.fromEntries(entries);
}

function namesVanished(value: unknown): boolean {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.values(value).some((field) => typeof field === "string" && vanished.has(field));
}

describe("deleting an account with an anonymous quip", () => {
  let streams: Record<"visitorOnTheirs" | "visitorOnOthers" | "memberOnOthers", OpenedStream>;

  beforeAll(async () => {
    const base = await listening(t);
    streams = {
      visitorOnTheirs: await openStream(base),
      visitorOnOthers: await openStream(base),
      memberOnOthers: await openStream(base, { cookie: reader.cookie }),
    };
    const watch = (s: OpenedStream, quipId: string) =>
      as(t, undefined).post(`/api/stream/${s.streamId}/watch`, { quipId });
    await watch(streams.visitorOnTheirs, leavingQuip);
    await watch(streams.visitorOnOthers, stayerQuip);
    await watch(streams.memberOnOthers, stayerQuip);
    // Watching starts with the quip's counts; from here on every stream starts afresh.
    for (const s of Object.values(streams)) await s.waitFor((e) => e.type === "counts");
    await new Promise((resolve) => setTimeout(resolve, 600));
    for (const s of Object.values(streams)) s.clear();
  });
  afterAll(() => {
    for (const s of Object.values(streams ?? {})) s.close();
  });

  it("changes what others read only by what vanishes with it", async () => {
    const before = await publicView();
    // The view does read both anonymous quips, the vanishing one too.
    const read = JSON.stringify([...before.values()]);
    expect(read).toContain(leavingQuip);
    expect(read).toContain(stayerQuip);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: { cookie: leaving.cookie },
      payload: { currentPassword: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    const after = await publicView();

    expect([...after.keys()]).toEqual([...before.keys()]);
    const changed = [...before.keys()].filter(
      (key) =>
        JSON.stringify(withoutVanished(before.get(key))) !==
        JSON.stringify(withoutVanished(after.get(key))),
    );
    expect(changed).toEqual([]);
    // The other anonymous quip still names nobody, and lost only the leaving member's like and
    // comment; it competes, so its likes are counted but shown to nobody (decision 0162).
    const other = (await as(t, reader).get(`/api/quips/${stayerQuip}`)).json();
    expect(other).toMatchObject({ author: null, likesCount: null, commentsCount: 0 });
    const [stored] = await t.ctx.db
      .select({ likes: quips.likesCount })
      .from(quips)
      .where(eq(quips.id, stayerQuip));
    expect(stored).toEqual({ likes: 1 });
    expect((await as(t, reader).get(`/api/quips/${leavingQuip}`)).statusCode).toBe(404);
  });

  it("tells the live stream nothing about the vanished quip, and nobody's name", async () => {
    await streams.visitorOnOthers.waitFor((e) => e.type === "counts");
    await streams.memberOnOthers.waitFor((e) => e.type === "counts");
    await streams.visitorOnTheirs.nothingFor(600);
    for (const s of Object.values(streams)) {
      const text = JSON.stringify(s.events);
      expect(text).not.toContain(leaving.id);
      expect(text).not.toContain(leaving.username);
      expect(text).not.toContain(leavingQuip);
      expect(s.events.every((e) => ["counts", "unread"].includes(e.type))).toBe(true);
    }
  });

  it("leaves no later effect for a scheduled job to show", async () => {
    const settled = await publicView();
    for (const job of JOBS) await job.run(t.ctx);
    const later = await publicView();
    const changed = [...settled.keys()].filter(
      (key) => JSON.stringify(settled.get(key)) !== JSON.stringify(later.get(key)),
    );
    expect(changed).toEqual([]);
  });
});
