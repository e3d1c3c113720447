import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invites, users, vaultQuips } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import type { RegistrationMode } from "#shared/schemas/sign-up.ts";
import { as, postQuip } from "./support/factories";
import { mailsTo, sendQueuedMail } from "./support/mail";
import { appWithMailServer } from "./support/mailed-app";
import { existingMember, type Member, registerMember, sessionCookie } from "./support/members";
import type { TestSmtpServer } from "./support/smtp";
import type { TestApp } from "./support/test-app";

const m = SIGN_UP_MSG;
const DAY = 24 * 60 * 60 * 1000;
const APPROVED = "Your Quip account is approved";
const DECLINED = "Your request to join Quip";

let t: TestApp;
let smtp: TestSmtpServer;
appWithMailServer((app, server) => {
  t = app;
  smtp = server;
});

let admin: Member;
let member: Member;
let quipId: string;
beforeAll(async () => {
  t.clock.set("2025-09-17T16:00:00.000Z");
  [admin, member] = await Promise.all([registerMember(t), registerMember(t)]);
  await setAdmin(t.ctx, admin.id, true);
  quipId = (await postQuip(t, member, "A quip to like and comment on.")).id;
});

let people = 0;
/** A fresh name and address, on `domain` when given. */
function newcomer(domain = "example.com") {
  people += 1;
  const username = `newcomer${process.pid}x${people}`;
  return { username, email: `${username}@${domain}`, password: "correct horse battery" };
}

/** Each sign-up a second after the last, so lists ordered by time have one order. */
const register = (body: Record<string, unknown>) => {
  t.clock.advance(1000);
  return t.app.inject({ method: "POST", url: "/api/auth/register", payload: body });
};

/** Registers and signs in; fails the test unless the account is made. */
async function registered(body: Record<string, unknown>): Promise<Member> {
  const answer = await register(body);
  expect(answer.statusCode, answer.body).toBe(201);
  const b = body as { username: string; email: string; password: string };
  return { id: answer.json().id, ...b, cookie: sessionCookie(answer) };
}

async function setMode(mode: RegistrationMode) {
  const answer = await as(t, admin).put("/api/admin/settings/registration", { mode });
  expect(answer.statusCode).toBe(200);
}

/** The newest entry of one action (entries of one instant have no order among them). */
async function latestLog(action: string) {
  return (await as(t, admin).get(`/api/admin/moderation-log?action=${action}`)).json().entries[0];
}

const refusal = (answer: { statusCode: number; body: string }) => [answer.statusCode, answer.body];

describe("the registration mode", () => {
  it("is open until set, and the public answer says the mode and nothing else", async () => {
    const answer = await as(t, undefined).get("/api/auth/registration-mode");
    expect([answer.statusCode, answer.json()]).toEqual([200, { mode: "open" }]);
    expect((await as(t, admin).get("/api/admin/settings/registration")).json()).toEqual({
      mode: "open",
    });
  });

  it("is set by administrators alone, checked, and logged from what it was", async () => {
    expect((await as(t, undefined).get("/api/admin/settings/registration")).statusCode).toBe(401);
    expect((await as(t, member).get("/api/admin/settings/registration")).statusCode).toBe(403);
    const put = (by: Member | undefined, body: unknown) =>
      as(t, by).put("/api/admin/settings/registration", body);
    expect((await put(undefined, { mode: "invite" })).statusCode).toBe(401);
    expect((await put(member, { mode: "invite" })).statusCode).toBe(403);
    expect(refusal(await put(admin, { mode: "closed" }))).toEqual([400, m.modeInvalid]);

    const answer = await put(admin, { mode: "approval" });
    expect([answer.statusCode, answer.json()]).toEqual([200, { mode: "approval" }]);
    expect((await as(t, undefined).get("/api/auth/registration-mode")).json()).toEqual({
      mode: "approval",
    });
    expect(await latestLog("registration_mode_changed")).toMatchObject({
      action: "registration_mode_changed",
      admin: { id: admin.id },
      target: { kind: "setting", label: "Sign-up mode" },
      detail: "Open → Approval",
    });
    // The same mode again changes nothing, and the log says nothing.
    const count = async () =>
      (await as(t, admin).get("/api/admin/moderation-log?action=registration_mode_changed")).json()
        .totalCount;
    const before = await count();
    await setMode("approval");
    expect(await count()).toBe(before);
    await setMode("open");
  });
});

describe("approval mode", () => {
  let waiting: Member;
  let earlier: Member;
  beforeAll(async () => {
    earlier = await registerMember(t);
    await setMode("approval");
    waiting = await registered({ ...newcomer(), joinReason: "  I write puns for a living.  " });
  });

  it("makes an account that waits, keeping why they want to join", async () => {
    const user = (await as(t, waiting).get("/api/auth/user")).json();
    expect(user.awaitingApproval).toBe(true);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, waiting.id));
    expect(row?.joinReason).toBe("I write puns for a living.");
  });

  it("refuses a reason past the limit, and treats a blank one as none", async () => {
    const long = await register({
      ...newcomer(),
      joinReason: "x".repeat(LIMITS.joinReasonMax + 1),
    });
    expect(refusal(long)).toEqual([400, m.joinReasonTooLong]);
    const blank = await registered({ ...newcomer(), joinReason: "   " });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, blank.id));
    expect([row?.awaitingApproval, row?.joinReason]).toEqual([true, null]);
  });

  it("refuses a waiting account's post, comment, like, follow, report, profile and invite", async () => {
    const attempts = {
      post: as(t, waiting).post("/api/quips", { content: "Let me in" }),
      comment: as(t, waiting).post(`/api/quips/${quipId}/comments`, { content: "Hi" }),
      like: as(t, waiting).post(`/api/quips/${quipId}/like`),
      follow: as(t, waiting).post(`/api/users/${member.id}/follow`),
      report: as(t, waiting).post(`/api/quips/${quipId}/flag`, { category: "Other" }),
      profile: as(t, waiting).patch("/api/users/profile", { bio: "Visit my shop" }),
      invite: as(t, waiting).post("/api/invites"),
    };
    for (const [action, attempt] of Object.entries(attempts)) {
      const answer = await attempt;
      expect([action, ...refusal(answer)]).toEqual([action, 403, m.awaitingApproval]);
      expect(answer.headers["x-error-code"]).toBe("AWAITING_APPROVAL");
    }
    expect((await as(t, member).get(`/api/quips/${quipId}`)).json()).toMatchObject({
      likesCount: 0,
      commentsCount: 0,
    });
  });

  it("lets a waiting account read, draft, bookmark and change its settings", async () => {
    expect((await as(t, waiting).get("/api/quips?filter=new")).statusCode).toBe(200);
    const draft = await as(t, waiting).post("/api/vault", { content: "Saved for later" });
    expect(draft.statusCode).toBe(201);
    expect((await as(t, waiting).post(`/api/quips/${quipId}/bookmark`)).json()).toEqual({
      isBookmarked: true,
    });
    const words = await as(t, waiting).put("/api/users/me/muted-words", { words: ["spoilers"] });
    expect(words.statusCode).toBe(200);
  });

  it("leaves accounts made before the switch as they were", async () => {
    expect((await as(t, earlier).get("/api/auth/user")).json().awaitingApproval).toBe(false);
    expect((await as(t, earlier).post(`/api/quips/${quipId}/like`)).statusCode).toBe(200);
  });

  it("lists those waiting to administrators, oldest first, with the domain and not the address", async () => {
    expect((await as(t, undefined).get("/api/moderation/pending-members")).statusCode).toBe(401);
    expect((await as(t, member).get("/api/moderation/pending-members")).statusCode).toBe(403);
    const page = (await as(t, admin).get("/api/moderation/pending-members")).json();
    expect(page.totalCount).toBe(page.members.length);
    expect(page.members[0]).toEqual({
      id: waiting.id,
      username: waiting.username,
      emailDomain: "example.com",
      emailConfirmed: false,
      createdAt: expect.any(String),
      joinReason: "I write puns for a living.",
    });
    expect(JSON.stringify(page)).not.toContain(waiting.email);
    const times = page.members.map((p: { createdAt: string }) => p.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it("keeps waiting accounts waiting when the mode goes back to open", async () => {
    await setMode("open");
    expect((await as(t, waiting).get("/api/auth/user")).json().awaitingApproval).toBe(true);
    expect((await as(t, waiting).post("/api/quips", { content: "Now?" })).statusCode).toBe(403);
    const opened = await registered(newcomer());
    expect((await as(t, opened).get("/api/auth/user")).json().awaitingApproval).toBe(false);
    await setMode("approval");
  });

  it("approves: the member takes part at once, is mailed, and the log says who", async () => {
    const approve = (by: Member | undefined, id = waiting.id) =>
      as(t, by).post(`/api/moderation/users/${id}/approve`);
    expect((await approve(undefined)).statusCode).toBe(401);
    expect((await approve(member)).statusCode).toBe(403);
    expect((await approve(admin)).statusCode).toBe(204);
    expect(await latestLog("member_approved")).toMatchObject({
      action: "member_approved",
      target: { kind: "member", id: waiting.id, label: waiting.username },
    });

    expect((await as(t, waiting).get("/api/auth/user")).json().awaitingApproval).toBe(false);
    expect((await as(t, waiting).post("/api/quips", { content: "At last" })).statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, waiting.id));
    expect(row?.joinReason).toBeNull();

    await sendQueuedMail(t);
    const [mail] = mailsTo(smtp, waiting.email, APPROVED);
    expect(mail?.text).toContain(waiting.username);

    expect(refusal(await approve(admin))).toEqual([409, m.notPending]);
    expect(refusal(await approve(admin, member.id))).toEqual([409, m.notPending]);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(refusal(await approve(admin, missing))).toEqual([404, m.memberNotFound]);
    expect((await approve(admin, "not-an-id")).statusCode).toBe(400);
  });

  it("declines: the account and its drafts are deleted, the member is mailed, the log keeps the name", async () => {
    const turnedAway = await registered({ ...newcomer(), joinReason: "Free followers" });
    await as(t, turnedAway).post("/api/vault", { content: "draft" });
    const decline = (by: Member | undefined, id = turnedAway.id) =>
      as(t, by).post(`/api/moderation/users/${id}/decline`);
    expect((await decline(undefined)).statusCode).toBe(401);
    expect((await decline(member)).statusCode).toBe(403);
    expect(refusal(await decline(admin, member.id))).toEqual([409, m.notPending]);
    expect((await decline(admin)).statusCode).toBe(204);

    expect(await t.ctx.db.select().from(users).where(eq(users.id, turnedAway.id))).toEqual([]);
    const drafts = await t.ctx.db
      .select()
      .from(vaultQuips)
      .where(eq(vaultQuips.userId, turnedAway.id));
    expect(drafts).toEqual([]);
    expect((await as(t, turnedAway).get("/api/auth/user")).statusCode).toBe(401);
    expect(await latestLog("member_declined")).toMatchObject({
      action: "member_declined",
      target: { kind: "member", id: turnedAway.id, label: turnedAway.username },
    });
    await sendQueuedMail(t);
    expect(mailsTo(smtp, turnedAway.email, DECLINED)).toHaveLength(1);
    expect(refusal(await decline(admin))).toEqual([404, m.memberNotFound]);
    await setMode("open");
  });
});

describe("invite mode", () => {
  beforeAll(() => setMode("invite"));

  const createInvite = async (by: Member) => {
    t.clock.advance(1000);
    const answer = await as(t, by).post("/api/invites");
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { code: string; state: string; expiresAt: string; createdAt: string };
  };

  it("makes random single-use codes valid for a week", async () => {
    const a = await createInvite(member);
    const b = await createInvite(member);
    expect(a.code).toMatch(/^[23456789A-HJ-NP-Z]{16}$/);
    expect(a.code).not.toBe(b.code);
    expect(a.state).toBe("unused");
    expect(new Date(a.expiresAt).getTime() - new Date(a.createdAt).getTime()).toBe(
      LIMITS.inviteValidDays * DAY,
    );
    expect((await as(t, undefined).post("/api/invites")).statusCode).toBe(401);
    expect((await as(t, undefined).get("/api/invites")).statusCode).toBe(401);
  });

  it("needs a code to sign up; a wrong, used, revoked or expired one gets one answer", async () => {
    expect(refusal(await register(newcomer()))).toEqual([400, m.inviteRequired]);
    expect(refusal(await register({ ...newcomer(), inviteCode: "WRONGCODE2345678" }))).toEqual([
      400,
      m.inviteInvalid,
    ]);

    const { code } = await createInvite(member);
    // As typed from a message: lower case, in groups.
    const typed = code.toLowerCase().replace(/(.{4})(?!$)/g, "$1-");
    const joined = await registered({ ...newcomer(), inviteCode: typed });
    expect((await as(t, joined).get("/api/auth/user")).json().awaitingApproval).toBe(false);
    expect(refusal(await register({ ...newcomer(), inviteCode: code }))).toEqual([
      400,
      m.inviteInvalid,
    ]);

    const revoked = await createInvite(member);
    expect((await as(t, member).delete(`/api/invites/${revoked.code}`)).statusCode).toBe(204);
    expect(refusal(await register({ ...newcomer(), inviteCode: revoked.code }))).toEqual([
      400,
      m.inviteInvalid,
    ]);

    const expiring = await createInvite(admin);
    t.clock.advance(LIMITS.inviteValidDays * DAY);
    expect(refusal(await register({ ...newcomer(), inviteCode: expiring.code }))).toEqual([
      400,
      m.inviteInvalid,
    ]);
    t.clock.advance(-LIMITS.inviteValidDays * DAY);
  });

  it("checks the code before saying whether the name or address is taken", async () => {
    const taken = { username: member.username, email: member.email, password: "another pass 1" };
    expect(refusal(await register({ ...taken, inviteCode: "WRONGCODE2345678" }))).toEqual([
      400,
      m.inviteInvalid,
    ]);
    const { code } = await createInvite(admin);
    expect(refusal(await register({ ...taken, inviteCode: code }))).toEqual([
      409,
      AUTH_MSG.usernameTaken,
    ]);
    // The refused sign-up did not use the code up.
    expect((await register({ ...newcomer(), inviteCode: code })).statusCode).toBe(201);
  });

  it("lets two sign-ups racing for one code have one account", async () => {
    const { code } = await createInvite(admin);
    const answers = await Promise.all([
      register({ ...newcomer(), inviteCode: code }),
      register({ ...newcomer(), inviteCode: code }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });

  it("limits a member to a few unused codes at once, administrators not at all", async () => {
    const inviter = await existingMember(t);
    const codes = [];
    for (let i = 0; i < LIMITS.invitesPerMember; i += 1) codes.push(await createInvite(inviter));
    expect(refusal(await as(t, inviter).post("/api/invites"))).toEqual([409, m.inviteLimit]);
    // One used frees a place.
    await registered({ ...newcomer(), inviteCode: codes[0]?.code });
    await createInvite(inviter);

    for (let i = 0; i <= LIMITS.invitesPerMember; i += 1) await createInvite(admin);
  });

  it("lists one's own codes, newest first, with their state and nothing of who used them", async () => {
    const lister = await existingMember(t);
    const used = await createInvite(lister);
    const unused = await createInvite(lister);
    await registered({ ...newcomer(), inviteCode: used.code });
    const list = (await as(t, lister).get("/api/invites")).json();
    expect(list).toEqual([
      { ...unused, state: "unused" },
      { ...used, state: "used" },
    ]);
    t.clock.advance(LIMITS.inviteValidDays * DAY);
    expect((await as(t, lister).get("/api/invites")).json()[0].state).toBe("expired");
    t.clock.advance(-LIMITS.inviteValidDays * DAY);
    expect((await as(t, member).get("/api/invites")).json()).not.toContainEqual(
      expect.objectContaining({ code: unused.code }),
    );
  });

  it("revokes one's own code only", async () => {
    const { code } = await createInvite(member);
    expect(refusal(await as(t, admin).delete(`/api/invites/${code}`))).toEqual([
      404,
      m.inviteNotFound,
    ]);
    expect((await as(t, undefined).delete(`/api/invites/${code}`)).statusCode).toBe(401);
    expect((await as(t, member).delete(`/api/invites/${code}`)).statusCode).toBe(204);
    expect(refusal(await as(t, member).delete(`/api/invites/${code}`))).toEqual([
      404,
      m.inviteNotFound,
    ]);
  });

  it("stops a suspended member's codes from admitting anyone while the suspension lasts", async () => {
    const inviter = await existingMember(t);
    const { code } = await createInvite(inviter);
    const suspend = await as(t, admin).post(`/api/admin/users/${inviter.id}/suspend`, {
      until: null,
      reason: "Inviting spammers",
    });
    expect(suspend.statusCode).toBe(204);
    expect(refusal(await register({ ...newcomer(), inviteCode: code }))).toEqual([
      400,
      m.inviteInvalid,
    ]);
    expect((await as(t, inviter).post("/api/invites")).statusCode).toBe(403);
    await as(t, admin).post(`/api/admin/users/${inviter.id}/unsuspend`);
    expect((await register({ ...newcomer(), inviteCode: code })).statusCode).toBe(201);
  });

  it("ignores a code in the other modes, and keeps no reason outside approval", async () => {
    await setMode("open");
    const joined = await registered({ ...newcomer(), inviteCode: "ANYTHING", joinReason: "Hi" });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, joined.id));
    expect([row?.awaitingApproval, row?.joinReason]).toEqual([false, null]);
    const leftover = await t.ctx.db.select().from(invites).where(eq(invites.createdBy, joined.id));
    expect(leftover).toEqual([]);
  });
});

describe("blocked email domains", () => {
  const list = async () => (await as(t, admin).get("/api/admin/blocked-domains")).json();
  const block = (domain: string, by: Member = admin) =>
    as(t, by).post("/api/admin/blocked-domains", { domain });
  const unblock = (domain: string, by: Member = admin) =>
    as(t, by).delete(`/api/admin/blocked-domains/${encodeURIComponent(domain)}`);

  it("are kept by administrators alone, lowercased and checked, and logged", async () => {
    expect((await as(t, undefined).get("/api/admin/blocked-domains")).statusCode).toBe(401);
    expect((await as(t, member).get("/api/admin/blocked-domains")).statusCode).toBe(403);
    expect((await as(t, undefined).post("/api/admin/blocked-domains", {})).statusCode).toBe(401);
    expect((await block("spam.test", member)).statusCode).toBe(403);
    expect((await unblock("spam.test", member)).statusCode).toBe(403);

    for (const bad of ["", "localhost", "not a domain", "-bad.com", "a..b", "x@y.com"]) {
      expect([bad, ...refusal(await block(bad))]).toEqual([bad, 400, m.domainInvalid]);
    }
    const added = await block("  @Spam.TEST. ");
    expect([added.statusCode, added.json()]).toEqual([
      201,
      { domain: "spam.test", createdAt: expect.any(String) },
    ]);
    expect(await latestLog("email_domain_blocked")).toMatchObject({
      action: "email_domain_blocked",
      target: { kind: "domain", label: "spam.test" },
    });
    expect(refusal(await block("SPAM.test"))).toEqual([409, m.domainAlreadyBlocked]);
    await block("aaa.test");
    expect((await list()).map((d: { domain: string }) => d.domain)).toEqual([
      "aaa.test",
      "spam.test",
    ]);
    expect((await unblock("aaa.test")).statusCode).toBe(204);
    expect(await latestLog("email_domain_unblocked")).toMatchObject({
      action: "email_domain_unblocked",
      target: { kind: "domain", label: "aaa.test" },
    });
    expect(refusal(await unblock("aaa.test"))).toEqual([404, m.domainNotFound]);
  });

  it("refuse sign-up on the domain and under it, alike for an address with an account and one without", async () => {
    const existing = await registered(newcomer("closed.test"));
    expect((await block("closed.test")).statusCode).toBe(201);

    const sameName = await register({ ...newcomer("closed.test"), username: existing.username });
    const sameAddress = await register({ ...newcomer(), email: existing.email });
    const fresh = await register(newcomer("closed.test"));
    const sub = await register(newcomer("mail.closed.test"));
    for (const answer of [sameName, sameAddress, fresh, sub]) {
      expect(refusal(answer)).toEqual([400, m.domainBlocked]);
    }
    expect(sameAddress.body).toBe(fresh.body);
    // Only the domain and what is under it: a name that ends the same way is another domain.
    expect((await register(newcomer("notclosed.test"))).statusCode).toBe(201);
    // In invite mode too, the domain is refused before the code is looked at.
    await setMode("invite");
    expect(refusal(await register(newcomer("closed.test")))).toEqual([400, m.domainBlocked]);
    await setMode("open");
    // The member already there keeps signing in.
    const login = await as(t, undefined).post("/api/auth/login", {
      username: existing.username,
      password: existing.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuse an email change to the domain, alike whether another account has the address", async () => {
    const taken = await registered(newcomer("moved.test"));
    await block("moved.test");
    const change = (email: string) =>
      as(t, member).post("/api/auth/change-email", {
        currentPassword: member.password,
        email,
      });
    const toTaken = await change(taken.email);
    const toFree = await change(`nobody${process.pid}@moved.test`);
    expect(refusal(toTaken)).toEqual([400, m.domainBlocked]);
    expect(refusal(toFree)).toEqual(refusal(toTaken));
    expect((await as(t, member).get("/api/auth/email")).json().pendingEmail).toBeNull();
  });
});
