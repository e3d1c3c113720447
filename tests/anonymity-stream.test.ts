import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/index.ts";
import { revealQuipsJob } from "#server/jobs/reveal-quips.job.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type LiveEvent, listening, type OpenedStream, openStream } from "./support/live-stream";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The live stream while an anonymous quip is posted, liked, commented and revealed, read by a
 * visitor, another member, a follower of the author, the member the quip mentions and members
 * who mute or block the author: no event before the reveal carries the author's id, username
 * or picture, or marks anything as the author's, and each of those streams carries exactly
 * what the visitor's does, in the same batches, so neither an event, nor its absence, nor its
 * timing tells anyone who posted. The author's comments on the quip ("anonymous (author)")
 * reach those who mute or block them like everyone; a sealed guess at its author, right or
 * wrong, reaches nobody until the reveal. A punchline (decision 0163) is never in an event, and
 * a mention in it tells its member as one in the setup does.
 */
const NOW = new Date("2025-09-17T16:00:00Z");
const IMAGE = "/objects/avatars/the-authors-face.webp";

let t: TestApp;
let author: Member;
let other: Member;
let follower: Member;
let mentioned: Member;
let muter: Member;
let blocker: Member;
const streams: Record<
  "visitor" | "other" | "follower" | "mentioned" | "muter" | "blocker",
  OpenedStream
> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  [author, other, follower, mentioned, muter, blocker] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await t.ctx.db.update(users).set({ profileImageUrl: IMAGE }).where(eq(users.id, author.id));
  await as(t, follower).post(`/api/users/${author.id}/follow`);
  await as(t, mentioned).post(`/api/users/${author.id}/follow`);
  await as(t, muter).post(`/api/users/${author.id}/mute`);
  await as(t, blocker).post(`/api/users/${author.id}/block`);
  await createTopic(t, "2025-09-17", "Morning coffee");
  const base = await listening(t);
  streams.visitor = await openStream(base);
  streams.other = await openStream(base, { cookie: other.cookie });
  streams.follower = await openStream(base, { cookie: follower.cookie });
  streams.mentioned = await openStream(base, { cookie: mentioned.cookie });
  streams.muter = await openStream(base, { cookie: muter.cookie });
  streams.blocker = await openStream(base, { cookie: blocker.cookie });
  // What the follows sent has arrived: from here on every stream starts alike.
  await streams.visitor.nothingFor(600);
  for (const s of Object.values(streams)) s.clear();
});
afterAll(async () => {
  for (const s of Object.values(streams)) s?.close();
  await t?.close();
});

/** Events that name the author, or say which of the quip's comments are the author's. */
function leaks(events: LiveEvent[]): LiveEvent[] {
  return events.filter((e) => {
    const text = JSON.stringify(e);
    return (
      text.includes(author.id) ||
      text.includes(author.username) ||
      text.includes(IMAGE) ||
      /author|isOwn|anonymous/i.test(text)
    );
  });
}

/** Events as a viewer's page would act on them, without its own stream's id. */
const seen = (s: OpenedStream) => s.events.map(({ type, id, data }) => ({ type, id, data }));

describe("the live stream and an anonymous quip", () => {
  it("names no author to anyone before the reveal, and gives a follower what a visitor gets", async () => {
    const quip = await postQuip(t, author, `the anonymous joke @${mentioned.username}`, {
      topicOfTheDay: true,
      topicText: "Morning coffee",
    });
    for (const s of Object.values(streams)) {
      await s.waitFor((e) => e.type === "quip" && e.data.id === quip.id);
      await as(t, undefined).post(`/api/stream/${s.streamId}/watch`, { quipId: quip.id });
    }
    await as(t, other).post(`/api/quips/${quip.id}/like`);
    await as(t, author).post(`/api/quips/${quip.id}/like`);
    const question = await as(t, mentioned).post(`/api/quips/${quip.id}/comments`, {
      content: "who wrote this?",
    });
    const answer = await as(t, author).post(`/api/quips/${quip.id}/comments`, {
      content: `not telling @${mentioned.username}`,
      parentCommentId: question.json().id,
    });
    const own = await as(t, author).post(`/api/quips/${quip.id}/comments`, {
      content: "I like this one",
    });
    await as(t, follower).post(`/api/quips/${quip.id}/comments`, { content: "ha" });
    // Guesses at the author (decision 0164), right and wrong: sealed, they are heard of nowhere.
    const guess = (who: Member, username: string) =>
      as(t, who).post(`/api/quips/${quip.id}/guesses`, { username });
    expect((await guess(mentioned, author.username)).statusCode).toBe(200);
    expect((await guess(follower, other.username)).statusCode).toBe(200);

    // A quip by someone else marks the end: every stream has had everything before it.
    const marker = await postQuip(t, other, "the end of the anonymous part");
    for (const s of Object.values(streams)) {
      await s.waitFor((e) => e.type === "quip" && e.data.id === marker.id);
      await s.waitFor((e) => e.type === "counts" && e.data.commentsCount === 4);
    }

    for (const [who, s] of Object.entries(streams)) expect(leaks(s.events), who).toEqual([]);
    for (const who of ["follower", "muter", "blocker"] as const) {
      expect(seen(streams[who]), who).toEqual(seen(streams.visitor));
    }
    expect(streams.visitor.events.some((e) => e.type === "counts")).toBe(true);
    // The author's comments were announced, by their ids alone, to those who mute or block them too.
    const announced = (s: OpenedStream) =>
      s.events.flatMap((e) => (e.type === "comments" ? (e.data.commentIds as string[]) : []));
    for (const who of ["visitor", "muter", "blocker"] as const) {
      expect(announced(streams[who]), who).toEqual(
        expect.arrayContaining([answer.json().id, own.json().id]),
      );
    }
    // The mention and the reply reached the member they name, without naming the author.
    expect(streams.mentioned.events.some((e) => e.type === "unread")).toBe(true);

    for (const s of Object.values(streams)) s.clear();
    t.clock.set(new Date(NOW.getTime() + 48 * 3_600_000 + 60_000));
    expect(await revealQuipsJob.run(t.ctx)).toMatch(/^[1-9]\d* quips revealed$/);
    // The liker hears of the reveal, and the right guesser of their guess; the wrong guesser
    // nothing. The stream still names nobody, as a visitor reads it.
    await streams.other.waitFor((e) => e.type === "unread");
    await streams.mentioned.waitFor((e) => e.type === "unread");
    await streams.follower.nothingFor(600, (e) => e.type === "unread");
    for (const [who, s] of Object.entries(streams)) expect(leaks(s.events), who).toEqual([]);
    expect(seen(streams.follower)).toEqual(seen(streams.visitor));
  });

  it("carries no like count of an entry of an open competition, nor an event at its likes", async () => {
    const topic = await createTopic(t, "2025-09-22", "Rainy days");
    t.clock.set(new Date(topic.scheduledFor.getTime() + 60_000));
    await activateCurrentTopic(t.ctx, fakeGenerator());
    const entry = await postQuip(t, author, "Puddles are free trampolines.", {
      topicOfTheDay: true,
      topicText: "Rainy days",
    });
    const hidden = { quipId: entry.id, likesCount: null, likesHidden: true };
    for (const s of Object.values(streams)) {
      await s.waitFor((e) => e.type === "quip" && e.data.id === entry.id);
      await as(t, undefined).post(`/api/stream/${s.streamId}/watch`, { quipId: entry.id });
      const now = await s.waitFor((e) => e.type === "counts" && e.data.quipId === entry.id);
      expect(now.data).toEqual({ ...hidden, commentsCount: 0 });
      s.clear();
    }
    // Likes of a competing entry, the author's own too: an event at each would count them.
    await as(t, other).post(`/api/quips/${entry.id}/like`);
    await as(t, author).post(`/api/quips/${entry.id}/like`);
    await as(t, follower).post(`/api/quips/${entry.id}/comments`, { content: "ha" });
    const marker = await postQuip(t, other, "the end of the competing part");
    for (const s of Object.values(streams)) {
      await s.waitFor((e) => e.type === "quip" && e.data.id === marker.id);
    }
    for (const [who, s] of Object.entries(streams)) {
      const counts = s.events.filter((e) => e.type === "counts").map((e) => e.data);
      expect(counts, who).toEqual([{ ...hidden, commentsCount: 1 }]);
      expect(leaks(s.events), who).toEqual([]);
    }
    for (const who of ["follower", "muter", "blocker"] as const) {
      expect(seen(streams[who]), who).toEqual(seen(streams.visitor));
    }
  });

  it("carries no punchline, and a mention in one reaches its member as one in the setup does", async () => {
    for (const s of Object.values(streams)) s.clear();
    const quip = await postQuip(t, author, "a setup that names nobody", {
      punchline: `and a punchline for @${mentioned.username}`,
    });
    await streams.mentioned.waitFor((e) => e.type === "unread");
    const marker = await postQuip(t, other, "the end of the punchline part");
    for (const s of Object.values(streams)) {
      await s.waitFor((e) => e.type === "quip" && e.data.id === quip.id);
      await s.waitFor((e) => e.type === "quip" && e.data.id === marker.id);
    }
    for (const [who, s] of Object.entries(streams)) {
      expect(leaks(s.events), who).toEqual([]);
      expect(JSON.stringify(s.events), who).not.toContain("a punchline for");
    }
    for (const who of ["follower", "muter", "blocker"] as const) {
      expect(seen(streams[who]), who).toEqual(seen(streams.visitor));
    }
  });
});
