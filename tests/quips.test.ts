import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, flags, likes, quips, users, vaultQuips } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T15:00:00Z");
  alice = await registerMember(t);
  bob = await registerMember(t);
});
afterAll(async () => {
  await t?.close();
});

const MIN = 60_000;

describe("posting", () => {
  it("posts trimmed content and answers the quip", async () => {
    const response = await as(t, alice).post("/api/quips", {
      content: "  My cat filed a complaint.  ",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      content: "My cat filed a complaint.",
      isAnonymous: true,
      likesCount: 0,
      commentsCount: 0,
      isOwn: true,
      author: null,
    });
  });

  it.each([
    ["", QUIP_MSG.empty],
    ["    ", QUIP_MSG.emptyAfterTrim],
    ["x".repeat(501), QUIP_MSG.tooLong],
  ])("refuses %j", async (content, message) => {
    const response = await as(t, alice).post("/api/quips", { content });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(message);
  });

  it("refuses a NUL byte, which the database cannot store", async () => {
    const response = await as(t, alice).post("/api/quips", { content: "a\u0000b" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("Text cannot contain NUL characters");
    expect((await as(t, alice).get("/api/topics/identifier/%00")).statusCode).toBe(400);
  });

  it("accepts exactly 500 characters", async () => {
    expect((await as(t, alice).post("/api/quips", { content: "y".repeat(500) })).statusCode).toBe(
      201,
    );
  });

  it("refuses a visitor", async () => {
    const response = await as(t, undefined).post("/api/quips", { content: "hello" });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe("Unauthorized");
  });
});

describe("reading one quip", () => {
  it("answers 404 with the product's words, and 400 for a malformed id", async () => {
    const missing = await as(t, alice).get("/api/quips/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe("Quip not found.");
    expect((await as(t, alice).get("/api/quips/not-a-uuid")).statusCode).toBe(400);
  });
});

describe("editing", () => {
  it("lets the author reword within 15 minutes, and nobody after", async () => {
    const quip = await postQuip(t, alice, "first draft of a joke");
    const other = await as(t, bob).patch(`/api/quips/${quip.id}`, { content: "stolen" });
    expect(other.statusCode).toBe(403);
    const same = await as(t, alice).patch(`/api/quips/${quip.id}`, {
      content: "first draft of a joke",
    });
    expect(same.statusCode).toBe(400);
    expect(same.body).toBe(QUIP_MSG.noChanges);
    const long = await as(t, alice).patch(`/api/quips/${quip.id}`, {
      content: "z".repeat(LIMITS.quipMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toBe(QUIP_MSG.tooLong);
    const empty = await as(t, alice).patch(`/api/quips/${quip.id}`, { content: "" });
    expect(empty.body).toBe(QUIP_MSG.empty);

    t.clock.advance(14 * MIN);
    const ok = await as(t, alice).patch(`/api/quips/${quip.id}`, { content: "second draft" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().content).toBe("second draft");

    t.clock.advance(2 * MIN);
    const late = await as(t, alice).patch(`/api/quips/${quip.id}`, { content: "third draft" });
    expect(late.statusCode).toBe(403);
    expect(late.body).toBe(QUIP_MSG.editWindowClosed);
    t.clock.advance(-16 * MIN);
  });

  it("keeps a quip within the posting limit: one of 281 to 500 characters can be corrected", async () => {
    const posted = `${"ha".repeat(169)}!`;
    expect(posted).toHaveLength(339);
    const quip = await postQuip(t, alice, posted);
    const corrected = `${"ho".repeat(169)}!`;
    const edit = await as(t, alice).patch(`/api/quips/${quip.id}`, { content: corrected });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().content).toBe(corrected);
    const longest = "y".repeat(LIMITS.quipMax);
    const atLimit = await as(t, alice).patch(`/api/quips/${quip.id}`, { content: longest });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().content).toHaveLength(LIMITS.quipMax);
  });
});

describe("deleting", () => {
  it("is for the author and administrators only", async () => {
    const quip = await postQuip(t, alice, "short-lived joke");
    expect((await as(t, bob).delete(`/api/quips/${quip.id}`)).statusCode).toBe(403);
    expect((await as(t, undefined).delete(`/api/quips/${quip.id}`)).statusCode).toBe(401);
    expect((await as(t, alice).delete(`/api/quips/${quip.id}`)).statusCode).toBe(204);
    expect((await as(t, alice).get(`/api/quips/${quip.id}`)).statusCode).toBe(404);

    const another = await postQuip(t, alice, "admin will remove this");
    const admin = await registerMember(t);
    await setAdmin(t.ctx, admin.id, true);
    expect((await as(t, admin).delete(`/api/quips/${another.id}`)).statusCode).toBe(204);
  });
});

describe("likes and bookmarks", () => {
  it("names no liker of an anonymous quip but to administrators, so no like can be told apart", async () => {
    const quip = await postQuip(t, alice, "liked by its author and by bob");
    const [carol, admin] = [await registerMember(t), await registerMember(t)];
    await setAdmin(t.ctx, admin.id, true);
    await as(t, alice).post(`/api/quips/${quip.id}/like`);
    t.clock.advance(1000); // likers are listed earliest first
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    const likersFor = async (viewer?: Member) => {
      const answer = await as(t, viewer).get(`/api/quips/${quip.id}/likes`);
      expect(answer.statusCode).toBe(200);
      return answer.json().map((liker: { id: string }) => liker.id);
    };
    // The count says 2 for everyone; the list names nobody, so the author's own like is one
    // of two unnamed likes, as any other member's would be.
    expect((await as(t, carol).get(`/api/quips/${quip.id}`)).json().likesCount).toBe(2);
    for (const viewer of [alice, bob, carol, undefined]) {
      expect(await likersFor(viewer)).toEqual([]);
    }
    expect(await likersFor(admin)).toEqual([alice.id, bob.id]);

    t.clock.advance(LIMITS.anonymityMs);
    for (const viewer of [alice, bob, carol, undefined]) {
      expect(await likersFor(viewer)).toEqual([alice.id, bob.id]);
    }
  });

  it("names the first 100 likers of a popular revealed quip", async () => {
    const quip = await postQuip(t, alice, "popular");
    const fans = await t.ctx.db
      .insert(users)
      .values(
        Array.from({ length: LIMITS.likersShown + 5 }, (_, i) => ({
          username: `fan${i}${quip.id.slice(0, 6)}`,
          email: `fan${i}.${quip.id}@example.com`,
        })),
      )
      .returning({ id: users.id });
    await as(t, alice).post(`/api/quips/${quip.id}/like`);
    t.clock.advance(1000);
    await t.ctx.db
      .insert(likes)
      .values(fans.map((fan) => ({ quipId: quip.id, userId: fan.id, createdAt: t.clock.now() })));
    t.clock.advance(LIMITS.anonymityMs);
    const seenByBob = (await as(t, bob).get(`/api/quips/${quip.id}/likes`)).json();
    expect(seenByBob).toHaveLength(LIMITS.likersShown);
    expect(seenByBob[0].id).toBe(alice.id);
    const seenByAlice = (await as(t, alice).get(`/api/quips/${quip.id}/likes`)).json();
    expect(seenByAlice).toEqual(seenByBob);
  });

  it("toggle, count, and tell each viewer their own state", async () => {
    const quip = await postQuip(t, alice, "toggle me");
    const liked = await as(t, bob).post(`/api/quips/${quip.id}/like`);
    expect(liked.json()).toEqual({ isLiked: true, likesCount: 1, likesHidden: false });
    expect((await as(t, bob).get(`/api/quips/${quip.id}`)).json()).toMatchObject({
      isLiked: true,
      likesCount: 1,
    });
    expect((await as(t, alice).get(`/api/quips/${quip.id}`)).json()).toMatchObject({
      isLiked: false,
      likesCount: 1,
    });
    const unliked = await as(t, bob).post(`/api/quips/${quip.id}/like`);
    expect(unliked.json()).toEqual({ isLiked: false, likesCount: 0, likesHidden: false });

    expect((await as(t, bob).post(`/api/quips/${quip.id}/bookmark`)).json()).toEqual({
      isBookmarked: true,
    });
    expect((await as(t, bob).get(`/api/quips/${quip.id}`)).json().isBookmarked).toBe(true);
    expect((await as(t, bob).post(`/api/quips/${quip.id}/bookmark`)).json()).toEqual({
      isBookmarked: false,
    });
    expect((await as(t, undefined).post(`/api/quips/${quip.id}/like`)).statusCode).toBe(401);
  });

  it("notifies the author once per liker, and a self-like as such", async () => {
    const quip = await postQuip(t, alice, "notify me");
    for (let i = 0; i < 3; i++) await as(t, bob).post(`/api/quips/${quip.id}/like`);
    await as(t, alice).post(`/api/quips/${quip.id}/like`);
    const rows = await t.ctx.db.select().from(activities).where(eq(activities.quipId, quip.id));
    expect(rows.map((r) => r.type).sort()).toEqual(["like", "self_like"]);
  });
});

describe("comments", () => {
  it("nests three levels, refuses a fourth, and counts every one", async () => {
    const quip = await postQuip(t, alice, "comment on me");
    const url = `/api/quips/${quip.id}/comments`;
    const top = await as(t, bob).post(url, { content: "  ha!  " });
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({
      content: "ha!",
      depth: 1,
      author: { username: bob.username },
    });
    const reply = await as(t, alice).post(url, {
      content: "thanks",
      parentCommentId: top.json().id,
    });
    expect(reply.json().depth).toBe(2);
    const third = await as(t, bob).post(url, {
      content: "welcome",
      parentCommentId: reply.json().id,
    });
    expect(third.json().depth).toBe(3);
    const fourth = await as(t, alice).post(url, {
      content: "too deep",
      parentCommentId: third.json().id,
    });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.body).toBe(QUIP_MSG.comment.tooDeep);

    const tree = (await as(t, undefined).get(url)).json().comments;
    expect(tree).toHaveLength(1);
    expect(tree[0].replies[0].replies[0].content).toBe("welcome");
    expect((await as(t, bob).get(`/api/quips/${quip.id}`)).json().commentsCount).toBe(3);
  });

  it("checks content and the parent", async () => {
    const quip = await postQuip(t, alice, "validate comments");
    const url = `/api/quips/${quip.id}/comments`;
    expect((await as(t, bob).post(url, { content: "" })).body).toBe(QUIP_MSG.comment.empty);
    expect((await as(t, bob).post(url, { content: "   " })).body).toBe(
      QUIP_MSG.comment.emptyAfterTrim,
    );
    expect((await as(t, bob).post(url, { content: "c".repeat(1001) })).body).toBe(
      QUIP_MSG.comment.tooLong,
    );
    expect((await as(t, bob).post(url, { content: "c".repeat(1000) })).statusCode).toBe(201);
    const other = await postQuip(t, bob, "other quip");
    const foreign = await as(t, bob).post(`/api/quips/${other.id}/comments`, { content: "x" });
    const wrongParent = await as(t, bob).post(url, {
      content: "x",
      parentCommentId: foreign.json().id,
    });
    expect(wrongParent.body).toBe(QUIP_MSG.comment.parentMissing);
    expect((await as(t, undefined).post(url, { content: "hi" })).statusCode).toBe(401);
  });
});

describe("reports", () => {
  it("take each category by label or key, with their rules", async () => {
    const quip = await postQuip(t, alice, "report me");
    const target = await postQuip(t, alice, "the original");
    const url = `/api/quips/${quip.id}/flag`;
    const reporters = await Promise.all(Array.from({ length: 4 }, () => registerMember(t)));
    const [r1, r2, r3, r4] = reporters as [Member, Member, Member, Member];
    expect(
      (
        await as(t, r1).post(url, {
          category: "Offensive content",
          reason: null,
          linkedQuipId: null,
        })
      ).statusCode,
    ).toBe(201);
    expect((await as(t, r1).post(url, { category: "offensive" })).statusCode).toBe(409);
    expect((await as(t, r2).post(url, { category: "Stolen from another source" })).body).toBe(
      QUIP_MSG.flag.sourceRequired,
    );
    expect(
      (await as(t, r2).post(url, { category: "stolen", reason: "a late-night show" })).statusCode,
    ).toBe(201);
    expect(
      (await as(t, r3).post(url, { category: "Repeat Quip", linkedQuipId: "not a link" })).body,
    ).toBe(QUIP_MSG.flag.invalidLink);
    const unlinked = await as(t, r3).post(url, { category: "Repeat Quip" });
    expect([unlinked.statusCode, unlinked.body]).toEqual([400, QUIP_MSG.flag.linkRequired]);
    const missing = await as(t, r3).post(url, {
      category: "Repeat Quip",
      linkedQuipId: "00000000-0000-4000-8000-000000000000",
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("linked quip does not exist");
    const viaUrl = await as(t, r3).post(url, {
      category: "Repeat Quip",
      linkedQuipId: `https://quip.example/quip/${target.id}?x=1`,
    });
    expect(viaUrl.statusCode).toBe(201);
    expect((await as(t, r4).post(url, { category: "Other", reason: "r".repeat(501) })).body).toBe(
      QUIP_MSG.flag.reasonTooLong,
    );
    expect((await as(t, r4).post(url, { category: "nonsense" })).body).toBe(
      QUIP_MSG.flag.categoryRequired,
    );
    expect((await as(t, undefined).post(url, { category: "Other" })).statusCode).toBe(401);
  });

  it("show the reporter, and only them, that they reported a quip, until it is dismissed", async () => {
    const quip = await postQuip(t, alice, "reported once");
    const reporter = await registerMember(t);
    const reported = async (m: Member | undefined) =>
      (await as(t, m).get(`/api/quips/${quip.id}`)).json().isReported;
    expect(await reported(reporter)).toBe(false);
    const filed = await as(t, reporter).post(`/api/quips/${quip.id}/flag`, { category: "Other" });
    expect(await reported(reporter)).toBe(true);
    const feed = (await as(t, reporter).get("/api/quips?filter=new&limit=50")).json();
    expect(feed.find((q: { id: string }) => q.id === quip.id).isReported).toBe(true);
    expect([await reported(bob), await reported(alice), await reported(undefined)]).toEqual([
      false,
      false,
      false,
    ]);
    await t.ctx.db.delete(flags).where(eq(flags.id, filed.json().id));
    expect(await reported(reporter)).toBe(false);
  });

  it("refuse a member's report of their own quip, anonymous or not, with 403", async () => {
    const quip = await postQuip(t, alice, "my own, still anonymous");
    const own = await as(t, alice).post(`/api/quips/${quip.id}/flag`, { category: "Other" });
    expect([own.statusCode, own.body]).toEqual([403, QUIP_MSG.flag.ownQuip]);
    expect(
      (await as(t, bob).post(`/api/quips/${quip.id}/flag`, { category: "Other" })).statusCode,
    ).toBe(201);
    const start = t.clock.now();
    t.clock.advance(48 * 3_600_000);
    const later = await as(t, alice).post(`/api/quips/${quip.id}/flag`, { category: "Other" });
    t.clock.set(start);
    expect(later.statusCode).toBe(403);
  });
});

describe("the draft vault", () => {
  it("keeps drafts private to their owner", async () => {
    const saved = await as(t, alice).post("/api/vault", { content: "half a joke" });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id;
    expect(
      (await as(t, alice).get("/api/vault")).json().map((d: { id: string }) => d.id),
    ).toContain(id);
    expect((await as(t, bob).get("/api/vault")).json()).toEqual([]);
    expect((await as(t, bob).get(`/api/vault/${id}`)).statusCode).toBe(404);
    expect((await as(t, bob).put(`/api/vault/${id}`, { content: "mine now" })).statusCode).toBe(
      404,
    );
    expect((await as(t, bob).delete(`/api/vault/${id}`)).statusCode).toBe(404);
    expect((await as(t, undefined).get("/api/vault")).statusCode).toBe(401);
    const updated = await as(t, alice).put(`/api/vault/${id}`, { content: "a whole joke" });
    expect(updated.json().content).toBe("a whole joke");
    expect((await as(t, alice).post("/api/vault", { content: "v".repeat(501) })).body).toBe(
      QUIP_MSG.vault.tooLong,
    );
    expect((await as(t, alice).delete(`/api/vault/${id}`)).statusCode).toBe(204);
  });

  it("posts a draft live and removes it in one step, and changes nothing when refused", async () => {
    const draft = (await as(t, alice).post("/api/vault", { content: "ready to go" })).json();
    const stolen = await as(t, bob).post("/api/quips", {
      content: "ready to go",
      vaultQuipId: draft.id,
    });
    expect(stolen.statusCode).toBe(404);
    const [before] = await t.ctx.db
      .select({ n: count() })
      .from(quips)
      .where(eq(quips.authorId, bob.id));

    const posted = await as(t, alice).post("/api/quips", {
      content: "ready to go",
      vaultQuipId: draft.id,
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().vaultQuipId).toBe(draft.id);
    expect(await t.ctx.db.select().from(vaultQuips).where(eq(vaultQuips.id, draft.id))).toEqual([]);
    const [after] = await t.ctx.db
      .select({ n: count() })
      .from(quips)
      .where(eq(quips.authorId, bob.id));
    expect(after?.n).toBe(before?.n);
  });

  /** `count` drafts for the member, saved a second apart (the last is the newest). */
  async function fillVault(member: Member, count: number) {
    const start = t.clock.now().getTime();
    const rows = Array.from({ length: count }, (_, i) => ({
      content: `draft ${i}`,
      userId: member.id,
      createdAt: new Date(start + i * 1000),
      updatedAt: new Date(start + i * 1000),
    }));
    await t.ctx.db.insert(vaultQuips).values(rows);
  }

  it("lists drafts in pages of 20 (limit at most 50), newest first, none twice", async () => {
    const carol = await registerMember(t);
    await fillVault(carol, 45);
    const page = async (query: string) => {
      const response = await as(t, carol).get(`/api/vault${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as Array<{ content: string }>).map((d) => d.content);
    };
    const first = await page("");
    expect(first).toHaveLength(LIMITS.profilePageSize);
    expect(first[0]).toBe("draft 44");
    const second = await page("?page=2");
    const third = await page("?page=3");
    expect(third).toHaveLength(5);
    expect(new Set([...first, ...second, ...third]).size).toBe(45);
    expect(await page("?page=2&limit=40")).toEqual([
      "draft 4",
      "draft 3",
      "draft 2",
      "draft 1",
      "draft 0",
    ]);
    const tooMany = await as(t, carol).get("/api/vault?limit=51");
    expect(tooMany.statusCode).toBe(400);
    expect((await as(t, carol).get("/api/vault?page=0")).statusCode).toBe(400);
  });

  it(`keeps at most ${LIMITS.vaultDraftsMax} drafts a member, and says so`, async () => {
    const dave = await registerMember(t);
    await fillVault(dave, LIMITS.vaultDraftsMax - 1);
    expect((await as(t, dave).post("/api/vault", { content: "the last one" })).statusCode).toBe(
      201,
    );
    const full = await as(t, dave).post("/api/vault", { content: "one too many" });
    expect(full.statusCode).toBe(409);
    expect(full.body).toBe(QUIP_MSG.vault.full);
    expect(full.body).toMatch(/^Your vault is full \(200 drafts\)\. Delete a draft/);
    const [kept] = await t.ctx.db
      .select({ n: count() })
      .from(vaultQuips)
      .where(eq(vaultQuips.userId, dave.id));
    expect(kept?.n).toBe(LIMITS.vaultDraftsMax);
    // Editing a draft in a full vault is still fine; deleting one makes room.
    const newest = (await as(t, dave).get("/api/vault?limit=1")).json()[0].id as string;
    expect(
      (await as(t, dave).put(`/api/vault/${newest}`, { content: "reworded" })).statusCode,
    ).toBe(200);
    expect((await as(t, dave).delete(`/api/vault/${newest}`)).statusCode).toBe(204);
    expect((await as(t, dave).post("/api/vault", { content: "fits again" })).statusCode).toBe(201);
  });
});
