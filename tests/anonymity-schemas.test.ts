import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { GENERIC_MSG } from "#shared/messages/common.ts";
import { ANONYMOUS_AUTHOR_NAMED } from "#shared/schemas/quips.ts";
import { postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The response schemas guard the anonymity promise on their own, whatever the services do.
 * Here the quip services are made to forget it: their answer for an anonymous quip carries
 * the author under other names, or in `author` itself.
 */
const leak = vi.hoisted(() => {
  const state = {
    mode: "none" as "none" | "extraFields" | "namedAuthor",
    author: { id: "", username: "", profileImageUrl: null as string | null, isBot: false },
  };
  const into = <T extends { isAnonymous: boolean }>(quip: T) => {
    if (!quip.isAnonymous || state.mode === "none") return quip;
    if (state.mode === "namedAuthor") return { ...quip, author: state.author };
    const { id, username } = state.author;
    return { ...quip, authorId: id, username, authorUsername: username, user: state.author };
  };
  return { state, into };
});

vi.mock("#server/services/quips/quips.service.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("#server/services/quips/quips.service.ts")>();
  return {
    ...real,
    getQuip: async (...args: Parameters<typeof real.getQuip>) =>
      leak.into(await real.getQuip(...args)),
  };
});
vi.mock("#server/services/feed/feed.service.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("#server/services/feed/feed.service.ts")>();
  return {
    ...real,
    listFeed: async (...args: Parameters<typeof real.listFeed>) =>
      (await real.listFeed(...args)).map(leak.into),
  };
});

const NOW = new Date("2025-09-17T16:00:00Z");
const EXTRA_FIELDS = ["authorId", "username", "authorUsername", "user"];

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
const logged: Array<{ level: number; msg: string; err?: { message?: string } }> = [];
let writer: Member;
let reader: Member;
let admin: Member;
let quipId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  // The same server with its log kept, to see that a refusal is logged as an error.
  const log = new Writable({
    write(line, _encoding, done) {
      logged.push(JSON.parse(String(line)));
      done();
    },
  });
  app = await buildApp(t.ctx, { clientDir: null, logger: { level: "error", stream: log } });
  [writer, reader, admin] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  leak.state.author = {
    id: writer.id,
    username: writer.username,
    profileImageUrl: null,
    isBot: false,
  };
  quipId = (await postQuip(t, writer, "who wrote this?")).id;
});
afterAll(async () => {
  leak.state.mode = "none";
  await app?.close();
  await t?.close();
});

const VIEWERS = { visitor: () => undefined, reader: () => reader, writer: () => writer };
const READS = () => [`/api/quips/${quipId}`, "/api/quips?filter=new"];

function get(url: string, viewer: Member | undefined) {
  return app.inject({ method: "GET", url, headers: viewer ? { cookie: viewer.cookie } : {} });
}

/** The quips of an answer, whether it is one quip or a page of them. */
function quipsOf(body: unknown): Array<Record<string, unknown>> {
  return [body].flat() as Array<Record<string, unknown>>;
}

describe("an anonymous quip's answer, when a service forgets the rule", () => {
  it("loses every field its schema does not name, for every viewer", async () => {
    leak.state.mode = "extraFields";
    for (const viewer of [...Object.values(VIEWERS).map((of) => of()), admin]) {
      for (const url of READS()) {
        const response = await get(url, viewer);
        expect(response.statusCode, url).toBe(200);
        const quips = quipsOf(response.json());
        expect(quips.map((q) => q.id)).toContain(quipId);
        for (const quip of quips) {
          for (const field of EXTRA_FIELDS)
            expect(quip, `${url} ${field}`).not.toHaveProperty(field);
        }
        if (viewer !== admin) {
          expect(response.body).not.toContain(writer.username);
          expect(response.body).not.toContain(writer.id);
        }
      }
    }
  });

  it("is refused, not sent, when it names the author to a visitor, a member or the author", async () => {
    leak.state.mode = "namedAuthor";
    for (const [who, of] of Object.entries(VIEWERS)) {
      for (const url of READS()) {
        logged.length = 0;
        const response = await get(url, of());
        expect(response.statusCode, `${who} ${url}`).toBe(500);
        expect(response.body).toBe(GENERIC_MSG.internal);
        expect(response.body).not.toContain(writer.username);
        expect(logged.some((line) => line.level >= 50 && logLineNames(line))).toBe(true);
      }
    }
  });

  it("still names the author to an administrator (moderation), without the extra fields", async () => {
    leak.state.mode = "namedAuthor";
    for (const url of READS()) {
      const response = await get(url, admin);
      expect(response.statusCode, url).toBe(200);
      const quip = quipsOf(response.json()).find((q) => q.id === quipId);
      expect(quip?.author).toEqual(leak.state.author);
    }
  });

  it("names the author to everyone once revealed", async () => {
    leak.state.mode = "none";
    t.clock.advance(LIMITS.anonymityMs);
    for (const of of Object.values(VIEWERS)) {
      const response = await get(`/api/quips/${quipId}`, of());
      expect(response.statusCode).toBe(200);
      expect(response.json().author).toMatchObject({ id: writer.id, username: writer.username });
    }
  });
});

/** The refusal is logged with the rule it broke, so it is found and fixed, not just counted. */
function logLineNames(line: { msg: string; err?: { message?: string } }): boolean {
  return `${line.msg} ${line.err?.message ?? ""}`.includes(ANONYMOUS_AUTHOR_NAMED);
}
