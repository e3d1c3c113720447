import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { rowsOf } from "#server/db/database.ts";
import { quips, topicOfTheDay, users } from "#server/db/schema/index.ts";
import { escapeHtml } from "#server/lib/html.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { LIMITS } from "#shared/limits.ts";
import { atomFeeds } from "#shared/rules/atom-feeds.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from "#shared/schemas/first-screen.ts";
import { writeBuiltClient } from "./support/built-client";
import { as, createTopic, postQuip } from "./support/factories";
import { pngWithGarbageData, zeroPng } from "./support/hostile-images";
import { type Member, registerMember } from "./support/members";
import { renderFromSources } from "./support/render-from-sources";
import { createTestApp, type TestApp } from "./support/test-app";
import { scaled } from "./support/time-budget";

const FUZZ_TIMEOUT = scaled(600_000);

/**
 * Hostile and malformed input on every route the server registers, as an administrator (so
 * every check past authorization runs): never a 5xx, always a readable 4xx message, and a
 * refused request leaves the database exactly as it was. FUZZ_RUNS sets the case count: 100 a
 * route on the embedded database, 30 on PostgreSQL, where the same checks of the input run
 * again and only the database's answers differ (the suite's longest file, on both).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DB_KIND === "postgres" ? 30 : 100));

let t: TestApp;
let admin: Member;
let quipId: string;

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u202e\u0007\r\n",
    "😀🎉👩‍👩‍👧",
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "$` $' $& $1 $<x> $$",
    "../../etc/passwd",
    "%00",
    "null",
    "-1",
    "1e309",
    "00000000-0000-0000-0000-000000000000",
    "not-a-uuid",
  ),
  fc.constant("x".repeat(100_000)),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 3 }),
);
const FIELDS = [
  "content",
  "username",
  "email",
  "password",
  "topic",
  "topicIds",
  "category",
  "reason",
  "linkedQuipId",
  "parentCommentId",
  "profileImageUrl",
  "bio",
  "website",
  "firstName",
  "time",
  "token",
  "name",
  "subject",
  "message",
  "path",
  "topicOfTheDay",
  "topicText",
  "vaultQuipId",
];
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }), value);
const query = fc.dictionary(
  fc.constantFrom("filter", "page", "limit", "offset", "q", "authorId", "sortBy", "tab", "cursor"),
  fc.oneof(nasty, fc.integer({ min: -1e9, max: 1e12 }).map(String)),
  { maxKeys: 4 },
);
const param = fc.oneof(nasty, fc.uuid(), fc.constant(""));

/** What full-text and trigram search could read as query syntax, in runs and mixed with words. */
const SYNTAX = ["-", "- ", "!", "&", "|", "(", ")", "<->", "<2>", ":*", ":A", '"', "'", "\\", "*"];
const WORDS = [" ", " or ", "OR", "and", "not", "cat", "the", "é", "1", "%", "_"];
const searchText = fc.oneof(
  fc
    .array(
      fc
        .tuple(fc.constantFrom(...SYNTAX, ...WORDS), fc.integer({ min: 1, max: 120 }))
        .map(([piece, times]) => piece.repeat(times)),
      { minLength: 1, maxLength: 8 },
    )
    .map((pieces) => pieces.join("").slice(0, 200)),
  fc.constantFrom(
    `${"-".repeat(100)}a`,
    `${"- ".repeat(99)}a`,
    `${"-!".repeat(99)}a`,
    `${"-(".repeat(99)}a`,
    Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(" "),
    Array.from({ length: 5000 }, (_, i) => `word${i}`).join(" "),
    "-a -b ".repeat(2000),
  ),
);

/** Row counts of every table plus a digest of the rows that refusals could touch. */
async function fingerprint(): Promise<string> {
  const result = await t.ctx.db.execute(sql`
    select (select count(*) from users) || '/' || (select count(*) from quips) || '/' ||
      (select count(*) from likes) || '/' || (select count(*) from comments) || '/' ||
      (select count(*) from bookmarks) || '/' || (select count(*) from follows) || '/' ||
      (select count(*) from vault_quips) || '/' || (select count(*) from flags) || '/' ||
      (select count(*) from activities) || '/' || (select count(*) from scheduled_topics) || '/' ||
      (select count(*) from topic_of_the_day) || '/' || (select count(*) from contact_messages) || '/' ||
      (select count(*) from stored_objects) || '/' || (select count(*) from password_resets) || '/' ||
      (select md5(coalesce(string_agg(u::text, ',' order by u.id), '')) from users u) || '/' ||
      (select md5(coalesce(string_agg(q::text, ',' order by q.id), '')) from quips q) || '/' ||
      (select md5(coalesce(string_agg(v::text, ',' order by v.id), '')) from vault_quips v) || '/' ||
      (select md5(coalesce(string_agg(s::text, ',' order by s.key), '')) from settings s) as print`);
  return String(rowsOf<{ print: string }>(result)[0]?.print);
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T14:00:00Z");
  admin = await registerMember(t);
  await setAdmin(t.ctx, admin.id, true);
  await createTopic(t, "2025-09-16", "Morning coffee");
  quipId = (await postQuip(t, admin, "a quip to aim at")).id;
});
afterAll(async () => {
  await t?.close();
});

describe("hostile input on every route", () => {
  it("never gets a 5xx, and a refusal changes nothing", { timeout: FUZZ_TIMEOUT }, async () => {
    // An open stream answers for as long as it is open: tests/live-stream.test.ts covers it.
    const routes = t.app.routeList.filter(
      (r) => r.url !== "/api/logout" && !(r.method === "GET" && r.url === "/api/stream"),
    );
    const problems: string[] = [];
    // The database's fingerprint as the last refusal left it, the next case's "before": each
    // request's background work is settled before the next look, so nothing changes between.
    let unchanged: string | undefined;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(param, query, body, fc.boolean(), async (p, q, b, realId) => {
          const url =
            route.url.replace(/:[a-zA-Z]+|\*/g, () =>
              encodeURIComponent(realId ? quipId : String(p)),
            ) +
            (Object.keys(q).length ? `?${new URLSearchParams(q as Record<string, string>)}` : "");
          const before = route.method === "GET" ? "" : (unchanged ?? (await fingerprint()));
          unchanged = undefined;
          const response = await t.app.inject({
            method: route.method as "POST",
            url,
            headers: { cookie: admin.cookie, "content-type": "application/json" },
            ...(route.method === "GET" ? {} : { payload: JSON.stringify(b) }),
          });
          // What the request left for later (folding counts, mail) lands before the next look.
          if (route.method !== "GET") await t.ctx.background.settled();
          const status = response.statusCode;
          if (status >= 500)
            problems.push(
              `${route.method} ${url.slice(0, 120)} → ${status} ${response.body.slice(0, 100)}`,
            );
          if (status >= 400 && status < 500) {
            // A page (a result card that is not there) is the app, which says so itself.
            const isPage = String(response.headers["content-type"]).startsWith("text/html");
            if (!response.body.trim() || (!isPage && response.body.length > 500)) {
              problems.push(`${route.method} ${route.url} → ${status} without a readable message`);
            }
            if (route.method !== "GET") {
              const after = await fingerprint();
              if (after === before) unchanged = after;
              else
                problems.push(`${route.method} ${route.url} → ${status} but the database changed`);
            }
          }
          return true;
        }),
        { numRuns: RUNS },
      );
    }
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });
});

describe("query syntax in search text", () => {
  it("never fails a search route, however many operators, runs or terms it holds", {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    const routes = t.app.routeList.filter((r) => r.method === "GET" && r.url.includes("search"));
    expect(routes.map((r) => r.url).sort()).toEqual([
      "/api/admin/search-users",
      "/api/search/quips",
      "/api/search/topics",
      "/api/search/users",
    ]);
    const problems: string[] = [];
    for (const route of routes) {
      let answered = 0;
      await fc.assert(
        fc.asyncProperty(searchText, async (q) => {
          const response = await t.app.inject({
            method: "GET",
            url: `${route.url}?${new URLSearchParams({ q })}`,
            headers: { cookie: admin.cookie },
          });
          const status = response.statusCode;
          if (status === 200) answered++;
          else if (status >= 500 || !response.body.trim() || response.body.length > 500) {
            problems.push(
              `${route.url}?q=${q.slice(0, 60)} → ${status} ${response.body.slice(0, 100)}`,
            );
          }
          return true;
        }),
        { numRuns: RUNS },
      );
      // Refusing everything would pass too; most of these texts are short enough to search.
      if (answered < RUNS / 2) problems.push(`${route.url} answered only ${answered} of ${RUNS}`);
    }
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });
});

/** Small sound images of every accepted format, plus two of our hostile PNGs, to corrupt. */
async function imageSeeds(): Promise<Buffer[]> {
  const photo = sharp({ create: { width: 64, height: 48, channels: 3, background: "#c35" } });
  const formats = ["png", "jpeg", "gif", "webp"] as const;
  return [
    ...(await Promise.all(formats.map((format) => photo.clone().toFormat(format).toBuffer()))),
    zeroPng({ width: 300, height: 200, bitDepth: 16, interlaced: true }),
    pngWithGarbageData(),
  ];
}

describe("corrupt photo uploads", () => {
  it("never get a 5xx: each is stored or refused with a readable message", {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    const seeds = await imageSeeds();
    const seed = fc.constantFrom(...seeds);
    const corrupted = fc.oneof(
      fc
        .tuple(seed, fc.array(fc.tuple(fc.nat(), fc.nat(255)), { minLength: 1, maxLength: 16 }))
        .map(([bytes, edits]) => {
          const copy = Buffer.from(bytes);
          for (const [at, value] of edits) copy[at % copy.length] = value;
          return copy;
        }),
      fc.tuple(seed, fc.nat()).map(([bytes, cut]) => bytes.subarray(0, cut % bytes.length)),
      fc
        .tuple(seed, fc.uint8Array({ maxLength: 4096 }))
        .map(([bytes, tail]) => Buffer.concat([bytes.subarray(0, 64), tail])),
    );
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(corrupted, async (bytes) => {
        const { uploadURL } = (await as(t, admin).post("/api/objects/upload")).json();
        const response = await t.app.inject({
          method: "PUT",
          url: uploadURL,
          headers: { cookie: admin.cookie, "content-type": "image/png" },
          payload: bytes,
        });
        const status = response.statusCode;
        const readable = response.body.trim() && response.body.length <= 500;
        if (status >= 500 || (status >= 400 && !readable)) {
          problems.push(`${status} ${response.body.slice(0, 100)} for ${bytes.length} bytes`);
        }
        return true;
      }),
      { numRuns: RUNS },
    );
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });
});

/**
 * Names in addresses past what the system takes (a file name's 255 bytes, a path's 4,096, and
 * far longer), and odd ones (NUL, climbing out, broken or overlong UTF-8, other scripts), on
 * every route that takes one, against the app as it serves pages and files from a disk.
 */
const NAMES = [
  "a".repeat(255),
  "a".repeat(256),
  "a".repeat(4096),
  "a".repeat(4097),
  "a".repeat(10_000),
  "é".repeat(128),
  "😀".repeat(2500),
  `${"a/".repeat(2100)}a`,
  "%00",
  "a%00.webp",
  "..",
  "../../../../etc/passwd",
  "%2e%2e%2f%2e%2e%2fpackage.json",
  "%2F",
  "%",
  "%zz",
  "%FF",
  "%C0%AF",
  "%ED%A0%80",
  "\u202e",
  "ЖЖЖ",
  "x.webp?y=z#w",
  "..%5c..%5cwindows",
];

/** A name as it goes into an address: as is (the router decodes it), or encoded whole. */
const asSent = (name: string) => [name, encodeURIComponent(name)];

const INDEX =
  '<!doctype html><html><head><title>Quip</title></head><body><div id="root"></div></body></html>';

/**
 * The app as it serves pages (rendered from the sources) and files from a disk, at debug
 * level, which logs every request: the most an operator could ask of the log.
 */
async function withPagesApp(test: (pages: FastifyInstance, log: string[]) => Promise<void>) {
  const log: string[] = [];
  const objectsDir = mkdtempSync(path.join(tmpdir(), "quip-fuzz-objects-"));
  const client = writeBuiltClient({ "index.html": INDEX });
  const pages = await buildApp(
    {
      ...t.ctx,
      config: { ...t.ctx.config, logLevel: "debug" },
      storage: createLocalStorage(objectsDir),
    },
    {
      clientDir: client.dir,
      logger: { level: "debug", stream: { write: (line: string) => log.push(line) } },
      renderPage: renderFromSources,
    },
  );
  try {
    await pages.ready();
    await test(pages, log);
  } finally {
    await pages.close();
    client.remove();
    rmSync(objectsDir, { recursive: true, force: true });
  }
}

describe("odd and over-long names in addresses", () => {
  it("never get a 5xx on any route that takes a name, and no log line carries them whole", {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    await withPagesApp(async (pages, log) => {
      const routes = pages.routeList
        .filter((r) => r.method === "GET" && /:|\*/.test(r.url) && r.url !== "/api/stream")
        .map((r) => r.url);
      expect(routes).toContain("/objects/*");
      expect(routes).toContain("/*");
      const problems: string[] = [];
      for (const route of routes) {
        for (const name of NAMES) {
          for (const sent of asSent(name)) {
            const fills = route === "/objects/*" ? [sent, `avatars/${sent}`] : [sent];
            for (const fill of fills) {
              const url = route.replace(/:[a-zA-Z]+|\*/g, fill);
              const response = await pages.inject({ url, headers: { cookie: admin.cookie } });
              if (response.statusCode >= 500) {
                problems.push(`${route} with ${url.slice(0, 80)}… → ${response.statusCode}`);
              }
            }
          }
        }
      }
      expect([...new Set(problems)].slice(0, 20)).toEqual([]);
      const long = NAMES.filter((name) => name.length > 300).flatMap(asSent);
      const carried = log.filter((line) => long.some((name) => line.includes(name.slice(0, 300))));
      expect(carried.map((line) => line.slice(0, 200))).toEqual([]);
    });
  });
});

/** Text a member or an administrator may write, heavy in what replace and HTML read as syntax. */
const memberText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 300 }),
  fc
    .array(
      fc.constantFrom(
        ...["$`", "$'", "$&", "$1", "$<x>", "$$", "$", "<", ">", "&", "'", '"', " ", "x"],
        ...["</head>", '<div id="root"></div>', "</body>", "</script>", "\u2028"],
      ),
      { minLength: 1, maxLength: 60 },
    )
    .map((parts) => parts.join("")),
);

/** The first screen's data a page carries. */
function firstScreenOf(body: string): FirstScreen | undefined {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`,
    "s",
  ).exec(body);
  return block?.[1] ? (JSON.parse(block[1]) as FirstScreen) : undefined;
}

describe("member text in pages", () => {
  it("comes out of every server-rendered page as written, and the page keeps its size", {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    // A day of its own, its quip and topic fresh: the hostile requests above may have deleted
    // the quip they aimed at, or changed that day's topic.
    t.clock.set("2025-09-20T14:00:00Z");
    const { topicIdentifier } = await createTopic(t, "2025-09-20", "Evening tea");
    const target = (await postQuip(t, admin, "a quip to write over")).id;
    await withPagesApp(async (pages) => {
      const topicPage = `/topics/${topicIdentifier}`;
      const problems: string[] = [];
      await fc.assert(
        fc.asyncProperty(memberText, memberText, memberText, async (content, bio, topic) => {
          await t.ctx.db.update(quips).set({ content }).where(eq(quips.id, target));
          await t.ctx.db.update(users).set({ bio }).where(eq(users.id, admin.id));
          await t.ctx.db
            .update(topicOfTheDay)
            .set({ topic })
            .where(eq(topicOfTheDay.topicIdentifier, topicIdentifier));
          const written = content.length + bio.length + topic.length;
          for (const url of [
            "/?filter=new",
            `/quip/${target}`,
            `/profile/${admin.id}`,
            topicPage,
          ]) {
            const response = await pages.inject({ url, headers: { cookie: admin.cookie } });
            const where = `${url} with ${JSON.stringify([content, bio, topic]).slice(0, 200)}`;
            // Each text appears a few times, escaped at most sixfold; the page alone is ~30 kB.
            if (response.statusCode !== 200 || response.body.length > 60_000 + 60 * written) {
              problems.push(
                `${where} → ${response.statusCode}, ${response.body.length} characters`,
              );
              continue;
            }
            const screen = firstScreenOf(response.body);
            const shown = [
              ...(screen?.feed?.quips ?? []).filter((q) => q.id === target).map((q) => q.content),
              ...(screen?.quip ? [screen.quip.content] : []),
              ...(screen?.profile ? [screen.profile.bio] : []),
              ...(url === "/?filter=new" ? [screen?.topicOfTheDay?.topic] : []),
            ];
            const expected = {
              "/?filter=new": [content, topic],
              [`/quip/${target}`]: [content],
              [`/profile/${admin.id}`]: [bio],
              [topicPage]: [],
            }[url];
            if (JSON.stringify(shown) !== JSON.stringify(expected)) {
              problems.push(`${where} shows ${JSON.stringify(shown).slice(0, 200)}`);
            }
            if (url === topicPage) {
              const link = `title="${escapeHtml(atomFeeds.topic({ topicIdentifier: "", topic }).title)}"`;
              if (!response.body.includes(link)) problems.push(`${where} has no link titled so`);
            }
            if (url === `/quip/${target}`) {
              const description = /<meta property="og:description" content="([^"]*)"/.exec(
                response.body,
              )?.[1];
              if (description !== escapeHtml(excerpt(content, LIMITS.shareDescriptionMax))) {
                problems.push(`${where} describes it as ${description?.slice(0, 200)}`);
              }
            }
          }
          return true;
        }),
        { numRuns: RUNS },
      );
      expect([...new Set(problems)].slice(0, 20)).toEqual([]);
    });
  });
});
