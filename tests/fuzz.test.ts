import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/server/db/database";
import { setAdmin } from "../src/server/services/admins.service";
import { createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Hostile and malformed input on every route the server registers, as an administrator (so
 * every check past authorization runs): never a 5xx, always a readable 4xx message, and a
 * refused request leaves the database exactly as it was. FUZZ_RUNS raises the case count.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

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
  fc.constantFrom("filter", "page", "limit", "offset", "q", "authorId", "sortBy", "tab"),
  fc.oneof(nasty, fc.integer({ min: -1e9, max: 1e12 }).map(String)),
  { maxKeys: 4 },
);
const param = fc.oneof(nasty, fc.uuid(), fc.constant(""));

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
  it("never gets a 5xx, and a refusal changes nothing", async () => {
    const routes = t.app.routeList.filter((r) => r.url !== "/api/logout");
    const problems: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(param, query, body, fc.boolean(), async (p, q, b, realId) => {
          const url =
            route.url.replace(/:[a-zA-Z]+|\*/g, () =>
              encodeURIComponent(realId ? quipId : String(p)),
            ) +
            (Object.keys(q).length ? `?${new URLSearchParams(q as Record<string, string>)}` : "");
          const before = route.method === "GET" ? "" : await fingerprint();
          const response = await t.app.inject({
            method: route.method as "POST",
            url,
            headers: { cookie: admin.cookie, "content-type": "application/json" },
            ...(route.method === "GET" ? {} : { payload: JSON.stringify(b) }),
          });
          const status = response.statusCode;
          if (status >= 500)
            problems.push(
              `${route.method} ${url.slice(0, 120)} → ${status} ${response.body.slice(0, 100)}`,
            );
          if (status >= 400 && status < 500) {
            if (!response.body.trim() || response.body.length > 500) {
              problems.push(`${route.method} ${route.url} → ${status} without a readable message`);
            }
            if (route.method !== "GET" && (await fingerprint()) !== before) {
              problems.push(`${route.method} ${route.url} → ${status} but the database changed`);
            }
          }
          return true;
        }),
        { numRuns: RUNS },
      );
    }
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  }, 600_000);
});
