import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blockedEmailDomains,
  commentFlags,
  contactMessages,
  flags,
  heldPosts,
  hiddenQuips,
  invites,
  mailOutbox,
  memberFlags,
  moderators,
  passkeys,
  pushOutbox,
  pushSubscriptions,
  scheduledTopics,
  sessions,
  topicOfTheDay,
  users,
  warnings,
  watchedWords,
} from "#server/db/schema/index.ts";
import type { Access } from "#server/plugins/access.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { createSession, sidOf } from "#server/services/auth/sessions.service.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { addEasternDays, easternInstant } from "#shared/rules/eastern-time.ts";
import { DEFAULT_CHANNELS } from "#shared/rules/notice-kinds.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";
import { scaled } from "./support/time-budget";

/** A 1×1 PNG, the smallest photo the server accepts and re-encodes. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Every route the server registers, tried as a visitor, as a member who owns nothing, as the
 * owner of the object, as a moderator and as an administrator; and as a suspended member and
 * as one waiting for approval, each answered as the member who owns nothing except on the
 * routes that refuse them (the same routes, decision 0155). A route
 * without a row here fails the test: a new route must say who may call it.
 */
type Actor = "visitor" | "other" | "owner" | "moderator" | "admin";
type Expect = Record<Actor, number>;
interface Row {
  expect: Expect;
  /** Builds the request for one actor (fresh objects, so a delete by one actor does not spoil the next). */
  request: (
    owner: Member,
  ) => Promise<{ url: string; payload?: unknown }> | { url: string; payload?: unknown };
}

const ok = (status = 200): Expect => ({
  visitor: status,
  other: status,
  owner: status,
  moderator: status,
  admin: status,
});
const members = (status = 200): Expect => ({
  visitor: 401,
  other: status,
  owner: status,
  moderator: status,
  admin: status,
});
const ownerOnly = (status = 200, refusal = 403): Expect => ({
  visitor: 401,
  other: refusal,
  owner: status,
  moderator: refusal,
  admin: refusal,
});
/** The owner, or whoever moderates (`mayModerate`): removing a quip or a comment. */
const ownerOrModerator = (status = 200): Expect => ({
  visitor: 401,
  other: 403,
  owner: status,
  moderator: status,
  admin: status,
});
/** Moderation: moderators and administrators (decision 0152). */
const moderatorsOnly = (status = 200): Expect => ({
  visitor: 401,
  other: 403,
  owner: 403,
  moderator: status,
  admin: status,
});
const adminOnly = (status = 200): Expect => ({
  visitor: 401,
  other: 403,
  owner: 403,
  moderator: 403,
  admin: status,
});

const NO_COMPETITION = "00000000-0000-4000-8000-000000000000";

const DEFAULT_PREFERENCES = {
  kinds: DEFAULT_CHANNELS,
  quietHours: null,
  timeZone: "UTC",
  digest: "never",
};
/** A browser's subscription with a known push service; its key is RFC 8291's example's. */
const PUSH_SUBSCRIPTION = {
  endpoint: "https://fcm.googleapis.com/fcm/send/authorization-matrix",
  keys: {
    p256dh:
      "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
    auth: "BTBZMqHH6r4Tts7J_aSIgg",
  },
};

let t: TestApp;
let owner: Member;
let other: Member;
let admin: Member;
let moderator: Member;
let suspended: Member;
let waiting: Member;
let sharedQuipId: string;
let sharedCommentId: string;
let scheduledDays = 0;

/** An answer shaped as a browser sends it, from no challenge this server gave. */
const PASSKEY_ANSWER = {
  id: "AAAA",
  rawId: "AAAA",
  type: "public-key",
  clientExtensionResults: {},
  response: {
    clientDataJSON: "AAAA",
    attestationObject: "AAAA",
    authenticatorData: "AAAA",
    signature: "AAAA",
  },
};

const fresh = {
  quip: async (m: Member) => (await postQuip(t, m, `a quip ${Math.random()}`)).id,
  draft: async (m: Member) =>
    (await as(t, m).post("/api/vault", { content: "draft" })).json().id as string,
  upload: async (m: Member) =>
    (await as(t, m).post("/api/objects/upload")).json().uploadURL as string,
  /** An upload the server has received and re-encoded. */
  photo: async (m: Member) => {
    const url = await fresh.upload(m);
    await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie: m.cookie, "content-type": "image/png" },
      payload: TINY_PNG,
    });
    return url;
  },
  flag: async () => {
    const reporter = await registerMember(t);
    const quip = await fresh.quip(owner);
    const [row] = await t.ctx.db
      .insert(flags)
      .values({ quipId: quip, reporterId: reporter.id, category: "other", categoryLabel: "Other" })
      .returning();
    return row?.id;
  },
  /** A comment by `writer` on a fresh quip by `quipAuthor` (a new member unless given). */
  comment: async (writer: Member, quipAuthor?: Member) => {
    const quip = await fresh.quip(quipAuthor ?? (await registerMember(t)));
    return (await as(t, writer).post(`/api/quips/${quip}/comments`, { content: "said" })).json()
      .id as string;
  },
  /** A mail whose attempts are spent, as the System tab lists it. */
  failedMail: async () => {
    const [row] = await t.ctx.db
      .insert(mailOutbox)
      .values({
        recipient: "ann@example.com",
        subject: "Hello",
        textBody: "Hello there",
        htmlBody: "<p>Hello there</p>",
        status: "failed",
        attempts: 10,
        nextAttemptAt: t.ctx.now(),
        lastError: "the SMTP server refused",
      })
      .returning({ id: mailOutbox.id });
    return row?.id;
  },
  /** The day's topic pushed to a subscription of `m`'s, given up on. */
  failedPush: async (m: Member) => {
    const [topic] = await t.ctx.db.select({ id: topicOfTheDay.id }).from(topicOfTheDay).limit(1);
    const [subscription] = await t.ctx.db
      .insert(pushSubscriptions)
      .values({
        userId: m.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
        p256dh: "key",
        auth: "auth",
      })
      .returning({ id: pushSubscriptions.id });
    const [row] = await t.ctx.db
      .insert(pushOutbox)
      .values({
        subscriptionId: subscription?.id ?? "",
        topicId: topic?.id ?? null,
        status: "failed",
        attempts: 8,
        nextAttemptAt: t.ctx.now(),
      })
      .returning({ id: pushOutbox.id });
    return row?.id;
  },
  contactMessage: async () => {
    const [row] = await t.ctx.db
      .insert(contactMessages)
      .values({ name: "Ann", email: "ann@example.com", subject: "Hello", message: "Hello there" })
      .returning({ id: contactMessages.id });
    return row?.id;
  },
  passkey: async (m: Member) => {
    const [row] = await t.ctx.db
      .insert(passkeys)
      .values({
        userId: m.id,
        credentialId: `key-${Math.random()}`,
        publicKey: "AAAA",
        name: "Key",
      })
      .returning();
    return row?.id;
  },
  /** A quip of `m`'s a moderator has hidden. */
  hiddenQuip: async (m: Member) => {
    const quip = await fresh.quip(m);
    await t.ctx.db
      .insert(hiddenQuips)
      .values({ quipId: quip, authorId: m.id, hiddenAt: t.ctx.now(), heldAt: t.ctx.now() });
    return quip;
  },
  /** A member another has reported. */
  reportedMember: async () => {
    const [member, reporter] = [await registerMember(t), await registerMember(t)];
    await t.ctx.db.insert(memberFlags).values({
      memberId: member.id,
      reporterId: reporter.id,
      category: "spam",
      categoryLabel: "Spam",
    });
    return member.id;
  },
  /** A member an administrator has made a moderator. */
  moderator: async () => {
    const member = await registerMember(t);
    await t.ctx.db.insert(moderators).values({ userId: member.id });
    return member.id;
  },
  /** A warning of `m`'s, given by a moderator made for it; appealed when asked. */
  warning: async (m: Member, appealed = false) => {
    const [row] = await t.ctx.db
      .insert(warnings)
      .values({
        memberId: m.id,
        moderatorId: await fresh.moderator(),
        moderatorUsername: "a moderator",
        reason: "Keep it friendly",
        createdAt: t.ctx.now(),
        ...(appealed ? { appealText: "Please reconsider", appealedAt: t.ctx.now() } : {}),
      })
      .returning({ id: warnings.id });
    return row?.id;
  },
  /** A member an administrator has suspended, indefinitely. */
  suspended: async () => {
    const member = await registerMember(t);
    await t.ctx.db
      .update(users)
      .set({ suspensionReason: "Testing who may lift it" })
      .where(eq(users.id, member.id));
    return member.id;
  },
  /** Another session of the member, as another browser would hold it: its listed id. */
  session: async (m: Member) => {
    const token = await createSession(t.ctx, m.id, null);
    const [row] = await t.ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.sid, sidOf(t.ctx, token)));
    return row?.id;
  },
  /** A member who signed up in approval mode and waits. */
  waiting: async () => {
    const [row] = await t.ctx.db
      .insert(users)
      .values({
        username: `waiting${randomUUID().slice(0, 8)}`,
        email: `${randomUUID()}@example.com`,
        awaitingApproval: true,
      })
      .returning({ id: users.id });
    return row?.id;
  },
  /** Written straight in: the owner makes one for each caller, past a member's limit. */
  invite: async (m: Member) => {
    const code = randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase();
    await t.ctx.db
      .insert(invites)
      .values({ code, createdBy: m.id, expiresAt: new Date(t.ctx.now().getTime() + 86_400_000) });
    return code;
  },
  /** Held straight in, as a `review` watched word would hold it (decision 0159). */
  heldPost: async (m: Member) => {
    const [row] = await t.ctx.db
      .insert(heldPosts)
      .values({ kind: "quip", authorId: m.id, content: "a held quip", word: "held" })
      .returning({ id: heldPosts.id });
    return row?.id;
  },
  watchedWord: async () => {
    const word = `word${randomUUID().slice(0, 8)}`;
    await t.ctx.db.insert(watchedWords).values({ word, action: "flag" });
    return word;
  },
  blockedDomain: async () => {
    const domain = `${randomUUID()}.test`;
    await t.ctx.db.insert(blockedEmailDomains).values({ domain });
    return domain;
  },
  scheduled: async () => {
    scheduledDays += 1;
    const day = addEasternDays("2026-01-01", scheduledDays);
    const [row] = await t.ctx.db
      .insert(scheduledTopics)
      .values({
        topic: `Topic ${Math.random()}`,
        scheduledFor: easternInstant(day, 6, 0),
        scheduledForEstDate: day,
      })
      .onConflictDoNothing()
      .returning();
    return row?.id ?? "00000000-0000-4000-8000-000000000000";
  },
};

const MATRIX: Record<string, Row> = {
  "GET /api/health": { expect: ok(), request: () => ({ url: "/api/health" }) },
  "GET /api/openapi.json": { expect: ok(), request: () => ({ url: "/api/openapi.json" }) },
  // No session opens the metrics, an administrator's neither: only METRICS_TOKEN, unset here.
  "GET /metrics": { expect: ok(404), request: () => ({ url: "/metrics" }) },
  "POST /api/page-views": {
    expect: ok(204),
    request: () => ({ url: "/api/page-views", payload: { path: "/" } }),
  },
  "GET /objects/*": { expect: ok(404), request: () => ({ url: "/objects/avatars/none.png" }) },
  "GET /quip/:id": { expect: ok(), request: () => ({ url: `/quip/${sharedQuipId}` }) },
  "GET /api/quips/:id/share-image.png": {
    expect: ok(),
    request: () => ({ url: `/api/quips/${sharedQuipId}/share-image.png` }),
  },
  "GET /feeds/top.atom": { expect: ok(), request: () => ({ url: "/feeds/top.atom" }) },
  "GET /feeds/members/:id.atom": {
    expect: ok(),
    request: (o) => ({ url: `/feeds/members/${o.id}.atom` }),
  },
  "GET /feeds/topics/:identifier.atom": {
    expect: ok(),
    request: () => ({ url: "/feeds/topics/doing-laundry-2025-09-15.atom" }),
  },
  "GET /feeds/recaps.atom": { expect: ok(), request: () => ({ url: "/feeds/recaps.atom" }) },
  "GET /api/recaps/:week": { expect: ok(), request: () => ({ url: "/api/recaps/current" }) },
  "GET /robots.txt": { expect: ok(), request: () => ({ url: "/robots.txt" }) },
  "GET /sitemap.xml": { expect: ok(), request: () => ({ url: "/sitemap.xml" }) },
  "GET /sitemaps/pages.xml": { expect: ok(), request: () => ({ url: "/sitemaps/pages.xml" }) },
  "GET /sitemaps/quips/:day.xml": {
    expect: ok(),
    request: () => ({ url: "/sitemaps/quips/2025-09-01.xml" }),
  },
  // Public, for anyone alike: the owner entered no competition, so every caller hears the 404.
  "GET /results/:competitionId/:userId": {
    expect: ok(404),
    request: (o) => ({ url: `/results/${NO_COMPETITION}/${o.id}` }),
  },
  "GET /api/results/:competitionId/:userId": {
    expect: ok(404),
    request: (o) => ({ url: `/api/results/${NO_COMPETITION}/${o.id}` }),
  },
  "GET /api/results/:competitionId/:userId/image.png": {
    expect: ok(404),
    request: (o) => ({ url: `/api/results/${NO_COMPETITION}/${o.id}/image.png` }),
  },

  "POST /api/auth/register": {
    expect: ok(400),
    request: () => ({ url: "/api/auth/register", payload: {} }),
  },
  "POST /api/auth/login": {
    expect: ok(401),
    request: () => ({
      url: "/api/auth/login",
      payload: { username: "nobody", password: "wrong pass" },
    }),
  },
  "GET /api/auth/user": { expect: members(), request: () => ({ url: "/api/auth/user" }) },
  "GET /api/auth/is-admin": { expect: members(), request: () => ({ url: "/api/auth/is-admin" }) },
  "GET /api/login": { expect: ok(302), request: () => ({ url: "/api/login" }) },
  "POST /api/auth/forgot-password": {
    expect: ok(),
    request: () => ({ url: "/api/auth/forgot-password", payload: { email: "x@example.com" } }),
  },
  "GET /api/auth/verify-reset-token/:token": {
    expect: ok(),
    request: () => ({ url: "/api/auth/verify-reset-token/abc" }),
  },
  "POST /api/auth/reset-password": {
    expect: ok(400),
    request: () => ({
      url: "/api/auth/reset-password",
      payload: { token: "abc", password: "long enough pass" },
    }),
  },
  "POST /api/auth/change-password": {
    expect: members(400),
    request: () => ({ url: "/api/auth/change-password", payload: {} }),
  },
  "GET /api/auth/email": { expect: members(), request: () => ({ url: "/api/auth/email" }) },
  "POST /api/auth/change-email": {
    expect: members(400),
    request: () => ({ url: "/api/auth/change-email", payload: {} }),
  },
  // Every member here signed up through the API, so each has an address to confirm.
  "POST /api/auth/resend-confirmation": {
    expect: members(),
    request: () => ({ url: "/api/auth/resend-confirmation" }),
  },
  "POST /api/auth/confirm-email": {
    expect: ok(400),
    request: () => ({ url: "/api/auth/confirm-email", payload: { token: "abc" } }),
  },
  "GET /api/auth/sessions": { expect: members(), request: () => ({ url: "/api/auth/sessions" }) },
  "DELETE /api/auth/sessions/:id": {
    expect: ownerOnly(204, 404),
    request: async (m) => ({ url: `/api/auth/sessions/${await fresh.session(m)}` }),
  },
  "GET /api/auth/totp": { expect: members(), request: () => ({ url: "/api/auth/totp" }) },
  // No password, or a wrong code: each is checked for members only, and refused alike.
  "POST /api/auth/totp/setup": {
    expect: members(400),
    request: () => ({ url: "/api/auth/totp/setup", payload: {} }),
  },
  "POST /api/auth/totp/enable": {
    expect: members(400),
    request: () => ({ url: "/api/auth/totp/enable", payload: { code: "000000" } }),
  },
  "POST /api/auth/totp/disable": {
    expect: members(400),
    request: () => ({ url: "/api/auth/totp/disable", payload: {} }),
  },
  "POST /api/auth/totp/recovery-codes": {
    expect: members(400),
    request: () => ({ url: "/api/auth/totp/recovery-codes", payload: {} }),
  },
  // The second step needs the first's cookie, whoever calls it.
  "POST /api/auth/login/second-factor": {
    expect: ok(401),
    request: () => ({ url: "/api/auth/login/second-factor", payload: { code: "000000" } }),
  },
  "GET /api/auth/passkeys": { expect: members(), request: () => ({ url: "/api/auth/passkeys" }) },
  "GET /api/auth/passkeys/site": {
    expect: ok(),
    request: () => ({ url: "/api/auth/passkeys/site" }),
  },
  "POST /api/auth/passkeys/registration/options": {
    expect: members(400),
    request: () => ({ url: "/api/auth/passkeys/registration/options", payload: {} }),
  },
  "POST /api/auth/passkeys/registration": {
    expect: members(400),
    request: () => ({
      url: "/api/auth/passkeys/registration",
      payload: { name: "Laptop", credential: PASSKEY_ANSWER },
    }),
  },
  "DELETE /api/auth/passkeys/:id": {
    expect: ownerOnly(204, 404),
    request: async (o) => ({ url: `/api/auth/passkeys/${await fresh.passkey(o)}` }),
  },
  "POST /api/auth/passkeys/sign-in/options": {
    expect: ok(),
    request: () => ({ url: "/api/auth/passkeys/sign-in/options" }),
  },
  "POST /api/auth/passkeys/sign-in": {
    expect: ok(401),
    request: () => ({ url: "/api/auth/passkeys/sign-in", payload: { credential: PASSKEY_ANSWER } }),
  },
  "POST /api/auth/passkeys/second-factor/options": {
    expect: ok(401),
    request: () => ({ url: "/api/auth/passkeys/second-factor/options" }),
  },
  "POST /api/auth/passkeys/second-factor": {
    expect: ok(401),
    request: () => ({
      url: "/api/auth/passkeys/second-factor",
      payload: { credential: PASSKEY_ANSWER },
    }),
  },
  "POST /api/contact": {
    expect: ok(),
    request: () => ({
      url: "/api/contact",
      payload: {
        name: "Ann",
        email: "ann@example.com",
        subject: "Hello there",
        message: "A message of some length.",
      },
    }),
  },

  "GET /api/quips": { expect: ok(), request: () => ({ url: "/api/quips?filter=new" }) },
  "POST /api/quips": {
    expect: members(201),
    request: () => ({ url: "/api/quips", payload: { content: "new quip" } }),
  },
  "GET /api/quips/:id": { expect: ok(), request: () => ({ url: `/api/quips/${sharedQuipId}` }) },
  "PATCH /api/quips/:id": {
    expect: ownerOnly(),
    request: async (o) => ({
      url: `/api/quips/${await fresh.quip(o)}`,
      payload: { content: "edited" },
    }),
  },
  "DELETE /api/quips/:id": {
    expect: ownerOrModerator(204),
    request: async (o) => ({ url: `/api/quips/${await fresh.quip(o)}` }),
  },
  "POST /api/quips/:id/like": {
    expect: members(),
    request: () => ({ url: `/api/quips/${sharedQuipId}/like` }),
  },
  "POST /api/quips/:id/bookmark": {
    expect: members(),
    request: () => ({ url: `/api/quips/${sharedQuipId}/bookmark` }),
  },
  // A guess at another's anonymous quip; its author is refused (decision 0164).
  "POST /api/quips/:id/guesses": {
    expect: { visitor: 401, other: 200, owner: 403, moderator: 200, admin: 200 },
    request: () => ({
      url: `/api/quips/${sharedQuipId}/guesses`,
      payload: { username: owner.username },
    }),
  },
  "DELETE /api/quips/:id/guesses": {
    expect: { visitor: 401, other: 204, owner: 403, moderator: 204, admin: 204 },
    request: () => ({ url: `/api/quips/${sharedQuipId}/guesses` }),
  },
  "GET /api/quips/:id/guesses": {
    expect: ok(),
    request: () => ({ url: `/api/quips/${sharedQuipId}/guesses` }),
  },
  "GET /api/quips/:id/likes": {
    expect: ok(),
    request: () => ({ url: `/api/quips/${sharedQuipId}/likes` }),
  },
  "GET /api/quips/:id/thread": {
    expect: ok(),
    request: () => ({ url: `/api/quips/${sharedQuipId}/thread` }),
  },
  "GET /api/quips/:id/comments": {
    expect: ok(),
    request: () => ({ url: `/api/quips/${sharedQuipId}/comments` }),
  },
  "GET /api/quips/:id/comments/:commentId/replies": {
    expect: ok(),
    request: () => ({ url: `/api/quips/${sharedQuipId}/comments/${sharedCommentId}/replies` }),
  },
  "POST /api/quips/:id/comments": {
    expect: members(201),
    request: () => ({ url: `/api/quips/${sharedQuipId}/comments`, payload: { content: "hi" } }),
  },
  "POST /api/quips/:id/flag": {
    // A member may not report their own quip.
    expect: { ...members(201), owner: 403 },
    request: async (o) => ({
      url: `/api/quips/${await fresh.quip(o)}/flag`,
      payload: { category: "Other" },
    }),
  },

  "PATCH /api/comments/:id": {
    expect: ownerOnly(),
    request: async (o) => ({
      url: `/api/comments/${await fresh.comment(o)}`,
      payload: { content: "edited" },
    }),
  },
  "DELETE /api/comments/:id": {
    expect: ownerOrModerator(204),
    request: async (o) => ({ url: `/api/comments/${await fresh.comment(o)}` }),
  },
  "POST /api/comments/:id/hide": {
    // The owner here is the quip's author; the comment is someone else's.
    expect: ownerOnly(),
    request: async (o) => ({
      url: `/api/comments/${await fresh.comment(await registerMember(t), o)}/hide`,
    }),
  },
  "POST /api/comments/:id/flag": {
    // A member may not report their own comment.
    expect: { ...members(201), owner: 403 },
    request: async (o) => ({
      url: `/api/comments/${await fresh.comment(o)}/flag`,
      payload: { category: "Other" },
    }),
  },

  "GET /api/vault": { expect: members(), request: () => ({ url: "/api/vault" }) },
  "POST /api/vault": {
    expect: members(201),
    request: () => ({ url: "/api/vault", payload: { content: "idea" } }),
  },
  "GET /api/vault/:id": {
    expect: ownerOnly(200, 404),
    request: async (o) => ({ url: `/api/vault/${await fresh.draft(o)}` }),
  },
  "PUT /api/vault/:id": {
    expect: ownerOnly(200, 404),
    request: async (o) => ({
      url: `/api/vault/${await fresh.draft(o)}`,
      payload: { content: "better idea" },
    }),
  },
  "DELETE /api/vault/:id": {
    expect: ownerOnly(204, 404),
    request: async (o) => ({ url: `/api/vault/${await fresh.draft(o)}` }),
  },

  "PATCH /api/users/profile": {
    expect: members(),
    request: () => ({ url: "/api/users/profile", payload: { bio: "hello" } }),
  },
  "GET /api/users/suggested": {
    expect: members(),
    request: () => ({ url: "/api/users/suggested" }),
  },
  "POST /api/users/onboarded": {
    expect: members(),
    request: () => ({ url: "/api/users/onboarded" }),
  },
  "GET /api/users/:id": { expect: ok(), request: (o) => ({ url: `/api/users/${o.id}` }) },
  "GET /api/users/:id/followers": {
    expect: ok(),
    request: (o) => ({ url: `/api/users/${o.id}/followers` }),
  },
  "GET /api/users/:id/following": {
    expect: ok(),
    request: (o) => ({ url: `/api/users/${o.id}/following` }),
  },
  "POST /api/users/:id/report": {
    // A member may not report themself.
    expect: { ...members(201), owner: 403 },
    request: (o) => ({ url: `/api/users/${o.id}/report`, payload: { category: "spam" } }),
  },
  "GET /api/users/:id/badges": {
    expect: ok(),
    request: (o) => ({ url: `/api/users/${o.id}/badges` }),
  },
  "GET /api/users/:id/city-distribution": {
    expect: ok(),
    request: (o) => ({ url: `/api/users/${o.id}/city-distribution` }),
  },
  "GET /api/users/:id/bookmarks": {
    expect: ownerOnly(),
    request: (o) => ({ url: `/api/users/${o.id}/bookmarks` }),
  },
  "GET /api/users/:id/activity": {
    expect: ownerOnly(),
    request: (o) => ({ url: `/api/users/${o.id}/activity` }),
  },
  "POST /api/users/:id/follow": {
    expect: { visitor: 401, other: 200, owner: 400, moderator: 200, admin: 200 },
    request: (o) => ({ url: `/api/users/${o.id}/follow` }),
  },
  "POST /api/users/:id/unfollow": {
    expect: { visitor: 401, other: 200, owner: 400, moderator: 200, admin: 200 },
    request: (o) => ({ url: `/api/users/${o.id}/unfollow` }),
  },
  // One's own mutes, blocks and words: each member reads and changes only theirs (the path says
  // "me"); muting or blocking oneself is refused.
  "POST /api/users/:id/mute": {
    expect: { visitor: 401, other: 200, owner: 400, moderator: 200, admin: 200 },
    request: (o) => ({ url: `/api/users/${o.id}/mute` }),
  },
  "POST /api/users/:id/unmute": {
    expect: { visitor: 401, other: 200, owner: 400, moderator: 200, admin: 200 },
    request: (o) => ({ url: `/api/users/${o.id}/unmute` }),
  },
  "POST /api/users/:id/block": {
    expect: { visitor: 401, other: 200, owner: 400, moderator: 200, admin: 200 },
    request: (o) => ({ url: `/api/users/${o.id}/block` }),
  },
  "POST /api/users/:id/unblock": {
    expect: { visitor: 401, other: 200, owner: 400, moderator: 200, admin: 200 },
    request: (o) => ({ url: `/api/users/${o.id}/unblock` }),
  },
  "GET /api/users/me/mutes": { expect: members(), request: () => ({ url: "/api/users/me/mutes" }) },
  "GET /api/users/me/blocks": {
    expect: members(),
    request: () => ({ url: "/api/users/me/blocks" }),
  },
  "GET /api/users/me/muted-words": {
    expect: members(),
    request: () => ({ url: "/api/users/me/muted-words" }),
  },
  "PUT /api/users/me/muted-words": {
    expect: members(),
    request: () => ({ url: "/api/users/me/muted-words", payload: { words: ["pun"] } }),
  },
  // Hiding one's own quip is refused; anyone else's may be hidden, and shown again.
  "POST /api/quips/:id/hide-author": {
    expect: { visitor: 401, other: 200, owner: 400, moderator: 200, admin: 200 },
    request: async (o) => ({ url: `/api/quips/${await fresh.quip(o)}/hide-author` }),
  },
  "DELETE /api/quips/:id/hide-author": {
    expect: members(),
    request: async (o) => ({ url: `/api/quips/${await fresh.quip(o)}/hide-author` }),
  },
  "POST /api/objects/upload": {
    expect: members(),
    request: () => ({ url: "/api/objects/upload" }),
  },
  "PUT /api/objects/upload/:id": {
    expect: ownerOnly(415, 404),
    request: async (o) => ({ url: await fresh.upload(o), payload: "not an image" }),
  },
  "PUT /api/profile-photo": {
    expect: ownerOnly(200, 400),
    request: async (o) => ({
      url: "/api/profile-photo",
      payload: { profileImageUrl: await fresh.photo(o) },
    }),
  },
  "GET /api/search/quips": { expect: ok(), request: () => ({ url: "/api/search/quips?q=joke" }) },
  "GET /api/search/users": { expect: ok(), request: () => ({ url: "/api/search/users?q=mem" }) },
  "GET /api/search/topics": {
    expect: ok(),
    request: () => ({ url: "/api/search/topics?q=coffee" }),
  },
  "GET /api/trending": { expect: ok(), request: () => ({ url: "/api/trending" }) },

  "GET /api/topic-of-the-day": { expect: ok(), request: () => ({ url: "/api/topic-of-the-day" }) },
  "POST /api/topic-of-the-day": {
    expect: adminOnly(201),
    request: () => ({
      url: "/api/topic-of-the-day",
      payload: { topic: `Manual ${Math.random()}` },
    }),
  },
  "GET /api/yesterdays-topic": { expect: ok(), request: () => ({ url: "/api/yesterdays-topic" }) },
  "GET /api/topic-timing": { expect: ok(), request: () => ({ url: "/api/topic-timing" }) },
  "GET /api/user-topic-quip-counts": {
    expect: members(),
    request: () => ({ url: "/api/user-topic-quip-counts" }),
  },
  "GET /api/topics/previous": { expect: ok(), request: () => ({ url: "/api/topics/previous" }) },
  "GET /api/topics/identifier/:identifier": {
    expect: ok(),
    request: () => ({ url: "/api/topics/identifier/doing-laundry-2025-09-15" }),
  },
  "GET /api/topics/identifier/:identifier/quips": {
    expect: ok(),
    request: () => ({ url: "/api/topics/identifier/doing-laundry-2025-09-15/quips" }),
  },
  "GET /api/topics/:identifier/quips": {
    expect: ok(),
    request: () => ({ url: "/api/topics/doing-laundry/quips" }),
  },

  "GET /api/admin/stats": { expect: adminOnly(), request: () => ({ url: "/api/admin/stats" }) },
  "GET /api/admin/users": { expect: adminOnly(), request: () => ({ url: "/api/admin/users" }) },
  "GET /api/admin/all-users": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/all-users?page=1&limit=20" }),
  },
  "GET /api/admin/search-users": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/search-users?q=mem" }),
  },
  "POST /api/admin/users/:id/grant-admin": {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/users/${(await registerMember(t)).id}/grant-admin` }),
  },
  "POST /api/admin/users/:id/revoke-admin": {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/users/${(await registerMember(t)).id}/revoke-admin` }),
  },
  "DELETE /api/admin/users/:id": {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/users/${(await registerMember(t)).id}` }),
  },
  "POST /api/admin/users/:id/suspend": {
    expect: adminOnly(204),
    request: async () => ({
      url: `/api/admin/users/${(await registerMember(t)).id}/suspend`,
      payload: { until: null, reason: "Spam" },
    }),
  },
  "POST /api/admin/users/:id/unsuspend": {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/users/${await fresh.suspended()}/unsuspend` }),
  },
  "GET /api/admin/flags": { expect: adminOnly(), request: () => ({ url: "/api/admin/flags" }) },
  "GET /api/admin/flagged-quips": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/flagged-quips" }),
  },
  "DELETE /api/admin/quips/:id/flags": {
    expect: adminOnly(204),
    request: async () => {
      const [flag] = await t.ctx.db
        .select({ quipId: flags.quipId })
        .from(flags)
        .where(eq(flags.id, (await fresh.flag()) ?? ""));
      return { url: `/api/admin/quips/${flag?.quipId}/flags` };
    },
  },
  "GET /api/admin/flagged-comments": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/flagged-comments" }),
  },
  "DELETE /api/admin/comments/:id/flags": {
    expect: adminOnly(204),
    request: async () => {
      const commentId = await fresh.comment(await registerMember(t));
      const reporter = await registerMember(t);
      await t.ctx.db
        .insert(commentFlags)
        .values({ commentId, reporterId: reporter.id, category: "other", categoryLabel: "Other" });
      return { url: `/api/admin/comments/${commentId}/flags` };
    },
  },
  "GET /api/admin/system/jobs": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/system/jobs" }),
  },
  "GET /api/admin/system/mail": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/system/mail" }),
  },
  "POST /api/admin/system/mail/:id/retry": {
    expect: adminOnly(),
    request: async () => ({ url: `/api/admin/system/mail/${await fresh.failedMail()}/retry` }),
  },
  "POST /api/admin/system/mail/:id/discard": {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/system/mail/${await fresh.failedMail()}/discard` }),
  },
  "GET /api/admin/system/pushes": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/system/pushes" }),
  },
  "POST /api/admin/system/pushes/:id/retry": {
    expect: adminOnly(),
    request: async (o) => ({
      url: `/api/admin/system/pushes/${await fresh.failedPush(o)}/retry`,
    }),
  },
  "POST /api/admin/system/pushes/:id/discard": {
    expect: adminOnly(204),
    request: async (o) => ({
      url: `/api/admin/system/pushes/${await fresh.failedPush(o)}/discard`,
    }),
  },
  "GET /api/admin/system/exports": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/system/exports" }),
  },
  "GET /api/admin/system/database": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/system/database" }),
  },
  "GET /api/admin/system/version": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/system/version" }),
  },
  "GET /api/admin/moderators": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/moderators" }),
  },
  "POST /api/admin/users/:id/grant-moderator": {
    expect: adminOnly(204),
    request: async () => ({
      url: `/api/admin/users/${(await registerMember(t)).id}/grant-moderator`,
    }),
  },
  "POST /api/admin/users/:id/revoke-moderator": {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/users/${await fresh.moderator()}/revoke-moderator` }),
  },
  "GET /api/admin/quips/:id/author": {
    expect: adminOnly(),
    request: () => ({ url: `/api/admin/quips/${sharedQuipId}/author` }),
  },
  "GET /api/moderation/queue": {
    expect: moderatorsOnly(),
    request: () => ({ url: "/api/moderation/queue" }),
  },
  "POST /api/moderation/quips/:id/hide": {
    expect: moderatorsOnly(204),
    request: async () => ({ url: `/api/moderation/quips/${await fresh.quip(other)}/hide` }),
  },
  "POST /api/moderation/quips/:id/show": {
    expect: moderatorsOnly(204),
    request: async () => ({ url: `/api/moderation/quips/${await fresh.hiddenQuip(other)}/show` }),
  },
  "DELETE /api/moderation/quips/:id/reports": {
    expect: moderatorsOnly(204),
    request: async () => {
      const [flag] = await t.ctx.db
        .select({ quipId: flags.quipId })
        .from(flags)
        .where(eq(flags.id, (await fresh.flag()) ?? ""));
      return { url: `/api/moderation/quips/${flag?.quipId}/reports` };
    },
  },
  "DELETE /api/moderation/comments/:id/reports": {
    expect: moderatorsOnly(204),
    request: async () => {
      const commentId = await fresh.comment(other);
      const reporter = await registerMember(t);
      await t.ctx.db
        .insert(commentFlags)
        .values({ commentId, reporterId: reporter.id, category: "other", categoryLabel: "Other" });
      return { url: `/api/moderation/comments/${commentId}/reports` };
    },
  },
  "DELETE /api/moderation/users/:id/reports": {
    expect: moderatorsOnly(204),
    request: async () => ({ url: `/api/moderation/users/${await fresh.reportedMember()}/reports` }),
  },
  "POST /api/moderation/users/:id/suspend": {
    expect: moderatorsOnly(204),
    request: async () => ({
      url: `/api/moderation/users/${(await registerMember(t)).id}/suspend`,
      payload: { until: null, reason: "Spam" },
    }),
  },
  "POST /api/moderation/users/:id/unsuspend": {
    expect: moderatorsOnly(204),
    request: async () => ({ url: `/api/moderation/users/${await fresh.suspended()}/unsuspend` }),
  },
  "GET /api/moderation/users/:id/notes": {
    expect: moderatorsOnly(),
    request: () => ({ url: `/api/moderation/users/${other.id}/notes` }),
  },
  "POST /api/moderation/users/:id/notes": {
    expect: moderatorsOnly(201),
    request: () => ({
      url: `/api/moderation/users/${other.id}/notes`,
      payload: { content: "A note" },
    }),
  },
  "GET /api/moderation/log": {
    expect: moderatorsOnly(),
    request: () => ({ url: "/api/moderation/log?page=1" }),
  },
  "POST /api/moderation/users/:id/warnings": {
    expect: moderatorsOnly(201),
    request: async () => ({
      url: `/api/moderation/users/${(await registerMember(t)).id}/warnings`,
      payload: { reason: "Keep it friendly" },
    }),
  },
  "GET /api/users/me/warnings": {
    expect: members(),
    request: () => ({ url: "/api/users/me/warnings" }),
  },
  // The warned member's alone; anyone else is told no such warning exists (decision 0158).
  "POST /api/moderation/warnings/:id/appeal": {
    expect: ownerOnly(200, 404),
    request: async (o) => ({
      url: `/api/moderation/warnings/${await fresh.warning(o)}/appeal`,
      payload: { text: "Please reconsider" },
    }),
  },
  "POST /api/moderation/appeals/:id/decide": {
    expect: moderatorsOnly(204),
    request: async () => ({
      url: `/api/moderation/appeals/${await fresh.warning(await registerMember(t), true)}/decide`,
      payload: { outcome: "upheld" },
    }),
  },
  "GET /api/admin/auto-hide": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/auto-hide" }),
  },
  "PUT /api/admin/auto-hide": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/auto-hide", payload: { reports: 5 } }),
  },
  "GET /api/admin/moderation-log": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/moderation-log?page=1" }),
  },
  "GET /api/admin/contact-messages": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/contact-messages?view=inbox&page=1" }),
  },
  "GET /api/admin/contact-messages/unread-count": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/contact-messages/unread-count" }),
  },
  "GET /api/admin/contact-messages/:id": {
    expect: adminOnly(),
    request: async () => ({ url: `/api/admin/contact-messages/${await fresh.contactMessage()}` }),
  },
  "POST /api/admin/contact-messages/:id/reply": {
    expect: adminOnly(),
    request: async () => ({
      url: `/api/admin/contact-messages/${await fresh.contactMessage()}/reply`,
      payload: { text: "Thank you for writing." },
    }),
  },
  "POST /api/admin/contact-messages/:id/archive": {
    expect: adminOnly(),
    request: async () => ({
      url: `/api/admin/contact-messages/${await fresh.contactMessage()}/archive`,
    }),
  },
  "POST /api/admin/contact-messages/:id/unarchive": {
    expect: adminOnly(),
    request: async () => ({
      url: `/api/admin/contact-messages/${await fresh.contactMessage()}/unarchive`,
    }),
  },
  "GET /api/auth/registration-mode": {
    expect: ok(),
    request: () => ({ url: "/api/auth/registration-mode" }),
  },
  "GET /api/admin/settings/registration": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/settings/registration" }),
  },
  "PUT /api/admin/settings/registration": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/settings/registration", payload: { mode: "open" } }),
  },
  "GET /api/moderation/pending-members": {
    expect: moderatorsOnly(),
    request: () => ({ url: "/api/moderation/pending-members" }),
  },
  "POST /api/moderation/users/:id/approve": {
    expect: moderatorsOnly(204),
    request: async () => ({ url: `/api/moderation/users/${await fresh.waiting()}/approve` }),
  },
  "POST /api/moderation/users/:id/decline": {
    expect: moderatorsOnly(204),
    request: async () => ({ url: `/api/moderation/users/${await fresh.waiting()}/decline` }),
  },
  "GET /api/invites": { expect: members(), request: () => ({ url: "/api/invites" }) },
  "POST /api/invites": { expect: members(201), request: () => ({ url: "/api/invites" }) },
  "DELETE /api/invites/:code": {
    // Another member's code reads as missing.
    expect: ownerOnly(204, 404),
    request: async (o) => ({ url: `/api/invites/${await fresh.invite(o)}` }),
  },
  "GET /api/admin/blocked-domains": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/blocked-domains" }),
  },
  "POST /api/admin/blocked-domains": {
    expect: adminOnly(201),
    request: () => ({
      url: "/api/admin/blocked-domains",
      payload: { domain: `${randomUUID()}.test` },
    }),
  },
  "DELETE /api/admin/blocked-domains/:domain": {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/blocked-domains/${await fresh.blockedDomain()}` }),
  },
  "GET /api/admin/watched-words": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/watched-words" }),
  },
  "POST /api/admin/watched-words": {
    expect: adminOnly(201),
    request: () => ({
      url: "/api/admin/watched-words",
      payload: { word: `word${randomUUID().slice(0, 8)}`, action: "flag" },
    }),
  },
  "DELETE /api/admin/watched-words/:word": {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/watched-words/${await fresh.watchedWord()}` }),
  },
  "GET /api/held-posts": { expect: members(), request: () => ({ url: "/api/held-posts" }) },
  "DELETE /api/held-posts/:id": {
    // Another member's held post reads as missing.
    expect: ownerOnly(204, 404),
    request: async (o) => ({ url: `/api/held-posts/${await fresh.heldPost(o)}` }),
  },
  "POST /api/moderation/held-posts/:id/approve": {
    expect: moderatorsOnly(204),
    request: async (o) => ({
      url: `/api/moderation/held-posts/${await fresh.heldPost(o)}/approve`,
    }),
  },
  "POST /api/moderation/held-posts/:id/decline": {
    expect: moderatorsOnly(204),
    request: async (o) => ({
      url: `/api/moderation/held-posts/${await fresh.heldPost(o)}/decline`,
    }),
  },
  "DELETE /api/admin/flags/:id": {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/flags/${await fresh.flag()}` }),
  },
  "DELETE /api/admin/quips/:id": {
    expect: adminOnly(204),
    request: async (o) => ({ url: `/api/admin/quips/${await fresh.quip(o)}` }),
  },
  "PATCH /api/admin/quipbot/profile": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/quipbot/profile", payload: { bio: "beep" } }),
  },
  "PUT /api/admin/quipbot/profile-photo": {
    expect: { visitor: 401, other: 403, owner: 403, moderator: 403, admin: 400 },
    request: () => ({
      url: "/api/admin/quipbot/profile-photo",
      payload: { profileImageUrl: "/api/objects/upload/00000000-0000-4000-8000-000000000000" },
    }),
  },
  "PUT /api/admin/topic-timing": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/topic-timing", payload: { time: "06:00" } }),
  },
  "GET /api/admin/scheduled-topics": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/scheduled-topics" }),
  },
  "PUT /api/admin/scheduled-topics/:id": {
    expect: adminOnly(),
    request: async () => ({
      url: `/api/admin/scheduled-topics/${await fresh.scheduled()}`,
      payload: { topic: `Edited ${Math.random()}` },
    }),
  },
  "DELETE /api/admin/scheduled-topics/:id": {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/scheduled-topics/${await fresh.scheduled()}` }),
  },
  "POST /api/admin/generate-topics": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/generate-topics" }),
  },
  "POST /api/admin/refresh-next-day-topic": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/refresh-next-day-topic" }),
  },
  "POST /api/admin/refresh-selected-topics": {
    expect: adminOnly(),
    request: async () => ({
      url: "/api/admin/refresh-selected-topics",
      payload: { topicIds: [await fresh.scheduled()] },
    }),
  },
  "POST /api/admin/check-duplicate": {
    expect: adminOnly(),
    request: () => ({ url: "/api/admin/check-duplicate", payload: { topic: "Coffee" } }),
  },
  "GET /api/stream": {
    // An open stream never ends on its own: an id that is no number is refused before it opens.
    expect: ok(400),
    request: () => ({ url: "/api/stream?lastEventId=not-a-number" }),
  },
  "POST /api/stream/:streamId/watch": {
    expect: ok(404),
    request: () => ({ url: "/api/stream/not-open/watch", payload: { quipId: null } }),
  },
  "GET /api/notifications/unread-count": {
    expect: members(),
    request: () => ({ url: "/api/notifications/unread-count" }),
  },
  "POST /api/notifications/read": {
    expect: members(),
    request: () => ({ url: "/api/notifications/read", payload: {} }),
  },
  "GET /api/notifications/preferences": {
    expect: members(),
    request: () => ({ url: "/api/notifications/preferences" }),
  },
  "PUT /api/notifications/preferences": {
    expect: members(),
    request: () => ({ url: "/api/notifications/preferences", payload: DEFAULT_PREFERENCES }),
  },
  "GET /api/push/public-key": { expect: ok(), request: () => ({ url: "/api/push/public-key" }) },
  "POST /api/push/subscriptions": {
    expect: members(204),
    request: () => ({ url: "/api/push/subscriptions", payload: PUSH_SUBSCRIPTION }),
  },
  "DELETE /api/push/subscriptions": {
    expect: members(204),
    request: () => ({
      url: "/api/push/subscriptions",
      payload: { endpoint: PUSH_SUBSCRIPTION.endpoint },
    }),
  },
  // The token, not a session, is the authority (decision 0160): anyone, and a made-up one is 400.
  "GET /api/mail/unsubscribe": {
    expect: ok(303),
    request: () => ({ url: "/api/mail/unsubscribe?token=not-a-token" }),
  },
  "POST /api/mail/unsubscribe": {
    expect: ok(400),
    request: () => ({ url: "/api/mail/unsubscribe", payload: { token: "not-a-token" } }),
  },
  "GET /api/users/me/export": {
    expect: members(),
    request: () => ({ url: "/api/users/me/export" }),
  },
  "POST /api/users/me/export": {
    expect: members(202),
    request: () => ({ url: "/api/users/me/export" }),
  },
  "GET /api/users/me/export/:token": {
    expect: members(404),
    request: () => ({ url: "/api/users/me/export/not-a-token" }),
  },
  "DELETE /api/users/me": {
    // No password: refused before it is checked, so the account stays for the rows after.
    expect: members(400),
    request: () => ({ url: "/api/users/me", payload: {} }),
  },
  // Near the end: it ends every session but the caller's.
  "DELETE /api/auth/sessions": {
    expect: members(),
    request: () => ({ url: "/api/auth/sessions" }),
  },
  // Last: they end the session of whoever calls them.
  "POST /api/logout": { expect: ok(204), request: () => ({ url: "/api/logout" }) },
  "GET /api/logout": { expect: ok(302), request: () => ({ url: "/api/logout" }) },
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T14:00:00Z");
  [owner, other, admin] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  moderator = await registerMember(t);
  await t.ctx.db.insert(moderators).values({ userId: moderator.id });
  suspended = await registerMember(t);
  expect(
    (
      await as(t, admin).post(`/api/admin/users/${suspended.id}/suspend`, {
        until: null,
        reason: "Being tried on every route",
      })
    ).statusCode,
  ).toBe(204);
  // One who signed up while sign-up asked for approval, and still waits.
  const mode = (value: string) =>
    as(t, admin).put("/api/admin/settings/registration", { mode: value });
  await mode("approval");
  waiting = await registerMember(t);
  await mode("open");
  // QuipBot exists, as on a served site: its profile photo route is in the matrix.
  await ensureQuipBot(t.ctx.db, t.ctx.now());
  await createTopic(t, "2025-09-15", "Doing laundry");
  await createTopic(t, "2025-09-16", "Morning coffee");
  sharedQuipId = await fresh.quip(owner);
  sharedCommentId = (
    await as(t, owner).post(`/api/quips/${sharedQuipId}/comments`, { content: "first" })
  ).json().id;
});
afterAll(async () => {
  // The exports asked for are prepared and mailed in the background: done before closing.
  if (t) {
    await t.ctx.background.settled();
    await t.ctx.background.settled();
  }
  await t?.close();
});

/** The declaration a row's answers imply: who is turned away before the route runs. */
function impliedAccess(expected: Expect): Access {
  // Signing in with a wrong password is a 401 for members too: the route itself is public.
  if (expected.visitor !== 401 || expected.other === 401) return "public";
  if (expected.other !== 403 || expected.owner !== 403) return "member";
  return expected.moderator === 403 ? "admin" : "moderator";
}

describe("the authorization matrix", () => {
  it("has a row for every route the server registers", () => {
    const registered = t.app.routeList.map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it("agrees with what each route declares", () => {
    const mismatches = t.app.routeList
      .map((r) => ({ route: `${r.method} ${r.url}`, declared: r.access }))
      .filter(({ route, declared }) => {
        const row = MATRIX[route];
        return row && impliedAccess(row.expect) !== declared;
      });
    expect(mismatches).toEqual([]);
  });

  it("turns callers away before reading what they send", async () => {
    const refresh = (cookie?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/refresh-selected-topics",
        headers: cookie ? { cookie } : {},
        payload: { topicIds: "not a list" },
      });
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh(other.cookie)).statusCode).toBe(403);
    expect((await refresh(moderator.cookie)).statusCode).toBe(403);
    expect((await refresh(admin.cookie)).statusCode).toBe(400);

    // Past the upload's body limit: a visitor is refused before the bytes are read.
    const upload = await t.app.inject({
      method: "PUT",
      url: await fresh.upload(owner),
      headers: { "content-type": "image/png" },
      payload: Buffer.alloc(LIMITS.photoMaxBytes * 2 + 1),
    });
    expect(upload.statusCode).toBe(401);
  });

  it("refuses a suspended member exactly the routes by which they would add to what others read", () => {
    const refusing = t.app.routeList
      .filter((r) => r.refusedWhileSuspended)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(refusing).toEqual(
      [
        "POST /api/quips",
        "PATCH /api/quips/:id",
        "POST /api/quips/:id/like",
        "POST /api/quips/:id/guesses",
        "POST /api/quips/:id/comments",
        "POST /api/quips/:id/flag",
        "PATCH /api/comments/:id",
        "POST /api/comments/:id/flag",
        "POST /api/users/:id/report",
        "POST /api/users/:id/follow",
        "PATCH /api/users/profile",
        "POST /api/objects/upload",
        "PUT /api/profile-photo",
        "POST /api/invites",
      ].sort(),
    );
    expect(t.app.routeList.filter((r) => r.refusedWhileSuspended && r.access !== "member")).toEqual(
      [],
    );
  });

  it("answers every route as expected for every kind of caller", {
    timeout: scaled(120_000),
  }, async () => {
    const actors: Record<Actor | "suspended" | "waiting", Member | undefined> = {
      visitor: undefined,
      other: undefined,
      owner: undefined,
      moderator: undefined,
      admin: undefined,
      suspended: undefined,
      waiting: undefined,
    };
    const refusing = new Set(
      t.app.routeList.filter((r) => r.refusedWhileSuspended).map((r) => `${r.method} ${r.url}`),
    );
    const failures: string[] = [];
    for (const [route, row] of Object.entries(MATRIX)) {
      const method = route.split(" ")[0] as "GET";
      const refused = refusing.has(route) ? 403 : row.expect.other;
      const expected = { ...row.expect, suspended: refused, waiting: refused };
      for (const actor of [
        "visitor",
        "other",
        "owner",
        "moderator",
        "admin",
        "suspended",
        "waiting",
      ] as const) {
        actors.other = other;
        actors.owner = owner;
        actors.moderator = moderator;
        actors.admin = admin;
        actors.suspended = suspended;
        actors.waiting = waiting;
        const who = actors[actor];
        const { url, payload } = await row.request(owner);
        const response = await t.app.inject({
          method,
          url,
          headers: {
            ...(who ? { cookie: who.cookie } : {}),
            ...(typeof payload === "string" ? { "content-type": "image/png" } : {}),
          },
          ...(payload === undefined ? {} : { payload: payload as string }),
        });
        if (response.statusCode !== expected[actor]) {
          failures.push(
            `${route} as ${actor}: ${response.statusCode} (expected ${expected[actor]}) ${response.body.slice(0, 80)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
