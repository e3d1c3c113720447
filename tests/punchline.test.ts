import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { likesFile } from "#server/services/account-data/others-in-export.ts";
import { draftsFile, quipsFile } from "#server/services/account-data/own-data-in-export.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { findSessionUser } from "#server/services/auth/sessions.service.ts";
import { shareImageSvg } from "#server/services/share/share-image.ts";
import { findSharedQuip } from "#server/services/share/shared-quip.ts";
import { LIMITS } from "#shared/limits.ts";
import { PUNCHLINE_MSG, QUIP_MSG } from "#shared/messages/quips.ts";
import { WATCHED_WORDS_MSG } from "#shared/messages/watched-words.ts";
import type { ModerationQueue } from "#shared/schemas/moderation.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import type { Draft } from "#shared/schemas/vault.ts";
import { as, postQuip, watchWords } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { childrenNamed, onlyChild, parseXml, textOf } from "./support/strict-xml";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A quip's punchline (decision 0163): posted, edited and removed beside the setup, within one
 * limit; kept with drafts and held quips; read by search, watched words and muted words as
 * part of the quip; shown openly to moderators and in the member's export; and kept hidden,
 * as the setup and "…", wherever no tap is on offer: the Atom feeds, the share preview and
 * image. The page the server writes shows the setup and the tap (tests/first-screen.test.ts).
 */
const NOW = new Date("2025-09-17T16:00:00Z");
const HOUR = 3_600_000;
const SETUP = "Why did the scarecrow win an award?";
const PUNCHLINE = "He was outstanding in his field.";

let t: TestApp;
let author: Member;
let reader: Member;
let moderator: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  [author, reader, moderator, admin] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  await as(t, admin).post(`/api/admin/users/${moderator.id}/grant-moderator`);
});
afterAll(async () => {
  await t?.close();
});

const tick = () => t.clock.advance(1000);

async function readQuip(id: string, who: Member | undefined = reader): Promise<Quip> {
  const answer = await as(t, who).get(`/api/quips/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function postWithPunchline(content = SETUP, punchline = PUNCHLINE): Promise<Quip> {
  tick();
  const answer = await as(t, author).post("/api/quips", { content, punchline });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

describe("posting", () => {
  it("keeps the punchline beside the setup, trimmed, for everyone who reads the quip", async () => {
    const posted = await postWithPunchline(SETUP, `  ${PUNCHLINE}\n`);
    expect(posted).toMatchObject({ content: SETUP, punchline: PUNCHLINE });
    for (const who of [reader, undefined]) {
      expect(await readQuip(posted.id, who)).toMatchObject({ punchline: PUNCHLINE });
    }
    const feed = (await as(t, undefined).get("/api/quips?filter=new")).json() as Quip[];
    expect(feed.find((q) => q.id === posted.id)?.punchline).toBe(PUNCHLINE);
  });

  it("has none when it is left out, empty, blank or null", async () => {
    for (const punchline of [undefined, "", "   \n ", null]) {
      tick();
      const answer = await as(t, author).post("/api/quips", { content: "Just a quip", punchline });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().punchline).toBeNull();
    }
  });

  it("shares the 500 characters with the setup, and says so past them", async () => {
    const setup = "s".repeat(LIMITS.quipMax - 20);
    tick();
    const fits = await as(t, author).post("/api/quips", {
      content: setup,
      punchline: "p".repeat(20),
    });
    expect(fits.statusCode, fits.body).toBe(201);
    const over = await as(t, author).post("/api/quips", {
      content: setup,
      punchline: "p".repeat(21),
    });
    expect([over.statusCode, over.body]).toEqual([400, QUIP_MSG.punchlineTooLong]);
    // A setup past the limit alone is refused as it always was.
    const long = await as(t, author).post("/api/quips", {
      content: "s".repeat(LIMITS.quipMax + 1),
      punchline: "p",
    });
    expect([long.statusCode, long.body]).toEqual([400, QUIP_MSG.tooLong]);
  });
});

describe("editing", () => {
  it("changes the punchline, keeps it when left out, and removes it with null or an empty one", async () => {
    const posted = await postWithPunchline();
    const edit = (body: object) => as(t, author).patch(`/api/quips/${posted.id}`, body);
    tick();
    const changed = await edit({ content: SETUP, punchline: "He was a natural." });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ punchline: "He was a natural.", isEdited: true });
    const kept = await edit({ content: "Why did the scarecrow get a prize?" });
    expect(kept.json()).toMatchObject({
      content: "Why did the scarecrow get a prize?",
      punchline: "He was a natural.",
    });
    const removed = await edit({ content: "Why did the scarecrow get a prize?", punchline: null });
    expect(removed.json().punchline).toBeNull();
    const added = await edit({ content: "Why did the scarecrow get a prize?", punchline: "Hay." });
    expect(added.json().punchline).toBe("Hay.");
    const emptied = await edit({ content: "Why did the scarecrow get a prize?", punchline: "" });
    expect(emptied.json().punchline).toBeNull();
    expect((await readQuip(posted.id)).punchline).toBeNull();
  });

  it("says there is nothing to change when neither part changed", async () => {
    const posted = await postWithPunchline();
    for (const body of [{ content: SETUP }, { content: SETUP, punchline: ` ${PUNCHLINE} ` }]) {
      const same = await as(t, author).patch(`/api/quips/${posted.id}`, body);
      expect([same.statusCode, same.body]).toEqual([400, QUIP_MSG.noChanges]);
    }
  });

  it("keeps the same limit, the kept punchline counted with the new setup", async () => {
    const posted = await postWithPunchline(SETUP, "p".repeat(100));
    const longer = "s".repeat(LIMITS.quipMax - 99);
    const over = await as(t, author).patch(`/api/quips/${posted.id}`, { content: longer });
    expect([over.statusCode, over.body]).toEqual([400, QUIP_MSG.punchlineTooLong]);
    const overBoth = await as(t, author).patch(`/api/quips/${posted.id}`, {
      content: longer,
      punchline: "p".repeat(100),
    });
    expect([overBoth.statusCode, overBoth.body]).toEqual([400, QUIP_MSG.punchlineTooLong]);
    const fits = await as(t, author).patch(`/api/quips/${posted.id}`, {
      content: longer,
      punchline: "p".repeat(99),
    });
    expect(fits.statusCode, fits.body).toBe(200);
  });
});

describe("drafts", () => {
  it("keep a punchline, lose it when rewritten without one, and carry it when posted", async () => {
    const saved = await as(t, author).post("/api/vault", { content: SETUP, punchline: PUNCHLINE });
    expect(saved.statusCode, saved.body).toBe(201);
    const draft = saved.json() as Draft;
    expect(draft.punchline).toBe(PUNCHLINE);
    expect((await as(t, author).get(`/api/vault/${draft.id}`)).json().punchline).toBe(PUNCHLINE);
    const listed = (await as(t, author).get("/api/vault")).json() as Draft[];
    expect(listed.find((d) => d.id === draft.id)?.punchline).toBe(PUNCHLINE);

    const rewritten = await as(t, author).put(`/api/vault/${draft.id}`, { content: SETUP });
    expect(rewritten.json().punchline).toBeNull();
    const again = await as(t, author).put(`/api/vault/${draft.id}`, {
      content: SETUP,
      punchline: "Straw-ordinary.",
    });
    expect(again.json().punchline).toBe("Straw-ordinary.");

    const over = await as(t, author).put(`/api/vault/${draft.id}`, {
      content: "s".repeat(LIMITS.quipMax),
      punchline: "p",
    });
    expect([over.statusCode, over.body]).toEqual([400, QUIP_MSG.punchlineTooLong]);

    // The composer posts the draft as it shows it: setup and punchline.
    tick();
    const posted = await as(t, author).post("/api/quips", {
      content: SETUP,
      punchline: "Straw-ordinary.",
      vaultQuipId: draft.id,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ punchline: "Straw-ordinary.", vaultQuipId: draft.id });
    expect((await as(t, author).get(`/api/vault/${draft.id}`)).statusCode).toBe(404);
  });
});

describe("search", () => {
  it("finds a quip by the words of its punchline, as anyone may read them with a tap", async () => {
    const posted = await postWithPunchline("Knock knock.", "Interrupting cow. Moooo!");
    for (const who of [reader, undefined]) {
      const found = (await as(t, who).get("/api/search/quips?q=interrupting")).json() as Quip[];
      expect(found.map((q) => q.id)).toContain(posted.id);
    }
  });
});

describe("watched words", () => {
  beforeAll(async () => {
    await watchWords(t, admin, [
      ["forbidden", "block"],
      ["wait for me", "review"],
      ["marker", "flag"],
    ]);
  });
  afterAll(async () => {
    for (const word of ["forbidden", "wait for me", "marker"]) {
      await as(t, admin).delete(`/api/admin/watched-words/${encodeURIComponent(word)}`);
    }
  });

  it("refuse a quip or an edit whose punchline holds a blocked word", async () => {
    const refused = await as(t, author).post("/api/quips", {
      content: "An innocent setup",
      punchline: "A Forbidden ending",
    });
    expect([refused.statusCode, refused.body]).toEqual([400, WATCHED_WORDS_MSG.blocked("quip")]);
    const posted = await postWithPunchline("An innocent setup", "A fine ending");
    const edit = await as(t, author).patch(`/api/quips/${posted.id}`, {
      content: "An innocent setup",
      punchline: "forbidden after all",
    });
    expect([edit.statusCode, edit.body]).toEqual([400, WATCHED_WORDS_MSG.blocked("quip")]);
  });

  it("hold a quip whose punchline holds a review word, and publish it with its punchline", async () => {
    tick();
    const held = await as(t, author).post("/api/quips", {
      content: "A setup to hold",
      punchline: "Wait for me, please",
    });
    expect(held.statusCode, held.body).toBe(202);
    expect(held.json().held).toMatchObject({ punchline: "Wait for me, please" });
    const own = (await as(t, author).get("/api/held-posts")).json();
    expect(own[0]).toMatchObject({ content: "A setup to hold", punchline: "Wait for me, please" });
    // The moderator reads the whole quip, punchline openly, and still no author.
    const queue = (
      await as(t, moderator).get("/api/moderation/queue?kind=held")
    ).json() as ModerationQueue;
    const item = queue.items.find((i) => i.kind === "held" && i.held.id === held.json().held.id);
    expect(item).toMatchObject({
      held: { content: "A setup to hold", punchline: "Wait for me, please", author: null },
    });
    tick();
    const approved = await as(t, moderator).post(
      `/api/moderation/held-posts/${held.json().held.id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(204);
    const feed = (await as(t, reader).get("/api/quips?filter=new")).json() as Quip[];
    expect(feed[0]).toMatchObject({ content: "A setup to hold", punchline: "Wait for me, please" });
  });

  it("queue a quip whose punchline holds a flag word, shown there with its punchline", async () => {
    const posted = await postWithPunchline("A setup to look at", "With a marker in it");
    const queue = (
      await as(t, moderator).get("/api/moderation/queue?kind=quip")
    ).json() as ModerationQueue;
    const item = queue.items.find((i) => i.kind === "quip" && i.quip.id === posted.id);
    expect(item).toMatchObject({
      quip: { punchline: "With a marker in it", author: null },
      watchedWords: ["marker"],
    });
  });

  it("show a reported quip's punchline to administrators in the Flags tab", async () => {
    const posted = await postWithPunchline("A setup to report", "An ending to report");
    const report = await as(t, reader).post(`/api/quips/${posted.id}/flag`, {
      category: "Other",
    });
    expect(report.statusCode, report.body).toBe(201);
    const flagged = (await as(t, admin).get("/api/admin/flagged-quips")).json() as Array<{
      quip: { id: string; punchline: string | null };
    }>;
    expect(flagged.find((f) => f.quip.id === posted.id)?.quip.punchline).toBe(
      "An ending to report",
    );
  });
});

describe("muted words", () => {
  it("mark a quip whose punchline holds one, in every list and on its page", async () => {
    const posted = await postWithPunchline("A setup with nothing in it", "A pickle ending");
    const muted = await as(t, reader).put("/api/users/me/muted-words", { words: ["pickle"] });
    expect(muted.statusCode, muted.body).toBe(200);
    try {
      expect((await readQuip(posted.id)).containsMutedWord).toBe(true);
      const feed = (await as(t, reader).get("/api/quips?filter=new")).json() as Quip[];
      expect(feed.find((q) => q.id === posted.id)?.containsMutedWord).toBe(true);
      // Never on one's own quip.
      expect((await readQuip(posted.id, author)).containsMutedWord).toBe(false);
    } finally {
      await as(t, reader).put("/api/users/me/muted-words", { words: [] });
    }
  });
});

describe("outside the app", () => {
  let revealedId: string;
  let plainId: string;

  beforeAll(async () => {
    revealedId = (await postWithPunchline()).id;
    plainId = (await postQuip(t, author, "A quip with no punchline at all")).id;
    t.clock.advance(48 * HOUR + 60_000);
  });

  it("an Atom entry shows the setup and …, and where to read the punchline", async () => {
    const answer = await as(t, undefined).get(`/feeds/members/${author.id}.atom`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain(PUNCHLINE);
    const root = parseXml(answer.body);
    const entryOf = (id: string) =>
      childrenNamed(root, "entry").find((e) => textOf(onlyChild(e, "id")) === `urn:uuid:${id}`);
    const entry = entryOf(revealedId);
    if (!entry) throw new Error("no entry for the quip");
    const link = `http://localhost:3000/quip/${revealedId}`;
    expect(textOf(onlyChild(entry, "content"))).toBe(
      `${SETUP}\n…\n\n${PUNCHLINE_MSG.readOnQuip(link)}`,
    );
    expect(textOf(onlyChild(entry, "title"))).toBe(`${SETUP} …`);
    expect(onlyChild(entry, "link").attributes.href).toBe(link);
    const plain = entryOf(plainId);
    if (!plain) throw new Error("no entry for the plain quip");
    expect(textOf(onlyChild(plain, "content"))).toBe("A quip with no punchline at all");
  });

  it("the share image shows the setup and …, and the preview's tags the setup", async () => {
    const shared = await findSharedQuip(t.ctx, revealedId);
    if (!shared) throw new Error("not shared");
    const svg = shareImageSvg(shared, "localhost:3000");
    expect(svg).not.toContain("outstanding");
    expect(svg).toContain("scarecrow");
    expect(svg).toMatch(/>…<\/tspan>/);
    const page = await as(t, undefined).get(`/quip/${revealedId}`);
    const head = page.body.slice(0, page.body.indexOf("</head>"));
    expect(head).not.toContain("outstanding");
    expect(head).toContain('<meta property="og:description" content="Why did the scarecrow');
    expect(head).toContain("award? …");
  });

  it("the member's export holds the punchlines of their quips, drafts and the quips they liked", async () => {
    await as(t, reader).post(`/api/quips/${revealedId}/like`);
    await as(t, author).post("/api/vault", { content: "A kept setup", punchline: "A kept end" });
    const member = await findSessionUser(t.ctx.db, author.id);
    const liker = await findSessionUser(t.ctx.db, reader.id);
    if (!member || !liker) throw new Error("no member");
    const quips = await quipsFile(t.ctx, member);
    expect(quips.find((q) => q.id === revealedId)).toMatchObject({ punchline: PUNCHLINE });
    expect(quips.find((q) => q.id === plainId)).toMatchObject({ punchline: null });
    const drafts = await draftsFile(t.ctx, member);
    expect(drafts.find((d) => d.content === "A kept setup")?.punchline).toBe("A kept end");
    const liked = await likesFile(t.ctx, liker);
    expect(liked.find((l) => l.quip.id === revealedId)?.quip.punchline).toBe(PUNCHLINE);
  });
});
