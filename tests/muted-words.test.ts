import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "#shared/limits.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2025-09-17T16:00:00Z");

let t: TestApp;
let reader: Member;
let writer: Member;
let bystander: Member;
let punId: string;
let cleanId: string;
let ownId: string;

const get = async (m: Member | undefined, url: string) => {
  const response = await as(t, m).get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const put = (m: Member, words: unknown) => as(t, m).put("/api/users/me/muted-words", { words });
/** Each quip's id and whether it came marked. */
const marks = (quips: Array<{ id: string; containsMutedWord: boolean }>) =>
  Object.fromEntries(quips.map((quip) => [quip.id, quip.containsMutedWord]));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  [reader, writer, bystander] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  punId = (await postQuip(t, writer, `A PUN about a cat, @${reader.username}`)).id;
  cleanId = (await postQuip(t, writer, "No wordplay here, just punishment")).id;
  ownId = (await postQuip(t, reader, "my own pun about a cat")).id;
  const comments = [
    [writer, "what a pun!"],
    [writer, "punchline"],
    [reader, "my pun"],
  ] as const;
  for (const [i, [who, content]] of comments.entries()) {
    t.clock.set(new Date(NOW.getTime() + (i + 1) * 1000));
    await as(t, who).post(`/api/quips/${cleanId}/comments`, { content });
  }
});
afterAll(async () => {
  await t?.close();
});

describe("muted words", () => {
  it("start empty, and keep each word once, trimmed, in the member's order", async () => {
    expect(await get(reader, "/api/users/me/muted-words")).toEqual({ words: [] });
    const saved = await put(reader, [" Pun ", "pun", "bad   joke", "cat"]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ words: ["Pun", "bad joke", "cat"] });
    expect(await get(reader, "/api/users/me/muted-words")).toEqual({
      words: ["Pun", "bad joke", "cat"],
    });
    expect(await get(writer, "/api/users/me/muted-words")).toEqual({ words: [] });
    expect((await as(t, undefined).get("/api/users/me/muted-words")).statusCode).toBe(401);
  });

  it("refuse an empty word, a word too long and too many, with their messages", async () => {
    const refused = [
      [[""], SAFETY_MSG.mutedWordEmpty],
      [["   "], SAFETY_MSG.mutedWordEmpty],
      [["x".repeat(LIMITS.mutedWordMax + 1)], SAFETY_MSG.mutedWordTooLong],
      [
        Array.from({ length: LIMITS.mutedWordsMax + 1 }, (_, i) => `word${i}`),
        SAFETY_MSG.tooManyMutedWords,
      ],
      [[42], SAFETY_MSG.mutedWordsInvalid],
      ["pun", SAFETY_MSG.mutedWordsInvalid],
    ] as const;
    for (const [words, message] of refused) {
      const response = await put(writer, words);
      expect(response.statusCode, JSON.stringify(words)).toBe(400);
      expect(response.body).toBe(message);
    }
    const most = Array.from({ length: LIMITS.mutedWordsMax }, (_, i) =>
      `${i}`.padEnd(LIMITS.mutedWordMax, "x"),
    );
    const accepted = await put(writer, most);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().words).toHaveLength(LIMITS.mutedWordsMax);
    expect((await put(writer, [])).json()).toEqual({ words: [] });
  });

  it("mark matching quips in feeds, detail and search, but never the reader's own", async () => {
    const feed = marks(await get(reader, "/api/quips?filter=new"));
    expect(feed).toEqual({ [ownId]: false, [cleanId]: false, [punId]: true });
    expect((await get(reader, `/api/quips/${punId}`)).containsMutedWord).toBe(true);
    expect((await get(reader, `/api/quips/${cleanId}`)).containsMutedWord).toBe(false);
    expect(marks(await get(reader, "/api/search/quips?q=cat"))).toEqual({
      [ownId]: false,
      [punId]: true,
    });
    // Marked, not dropped; and nobody else's view changes.
    for (const other of [writer, bystander, undefined]) {
      expect(marks(await get(other, "/api/quips?filter=new"))).toEqual({
        [ownId]: false,
        [cleanId]: false,
        [punId]: false,
      });
    }
  });

  it("mark matching comments and notifications", async () => {
    const page = await get(reader, `/api/quips/${cleanId}/comments`);
    expect(
      page.comments.map((c: { content: string; containsMutedWord: boolean }) => [
        c.content,
        c.containsMutedWord,
      ]),
    ).toEqual([
      ["my pun", false],
      ["punchline", false],
      ["what a pun!", true],
    ]);
    const activity = await get(reader, `/api/users/${reader.id}/activity`);
    expect(activity.items).toEqual([
      expect.objectContaining({
        type: "mention",
        quip: expect.objectContaining({ id: punId, containsMutedWord: true }),
      }),
    ]);
  });

  it("apply a new list at once", async () => {
    await put(reader, ["punishment"]);
    expect(marks(await get(reader, "/api/quips?filter=new"))).toEqual({
      [ownId]: false,
      [cleanId]: true,
      [punId]: false,
    });
    await put(reader, []);
    expect(Object.values(marks(await get(reader, "/api/quips?filter=new")))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
