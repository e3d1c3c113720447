import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/database.ts";
import { importBenchRows } from "#server/seeds/bench/import-rows.ts";
import { DatabaseNotEmptyError } from "#server/seeds/empty-database.ts";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 3_600_000;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
/** Ids of the original's generator (md5) carry no UUID version; Quip's set version 4 bits. */
const original = {
  ben: "bdb1dd10-5679-979c-a82b-28edd1c8ccd2",
  old: "ec2bd969-013a-0104-f8ad-cb5a68cd0e6b",
  comment: "a990580c-c99c-e0d0-0aee-0581c041f196",
};
const [ann, cat] = [id(1), id(3)];
const ben = "bdb1dd10-5679-479c-a82b-28edd1c8ccd2";
const [fresh, old] = [id(11), "ec2bd969-013a-4104-b8ad-cb5a68cd0e6b"];
const [comment, reply, replyToReply] = ["a990580c-c99c-40d0-8aee-0581c041f196", id(22), id(23)];

let t: TestApp;
const rows = async <T>(query: SQL) => rowsOf<T>(await t.ctx.db.execute(query));

/** The original product's tables, as its data model defines them, with a small community. */
async function createOriginalTables(at: (msAgo: number) => string) {
  const statements = [
    sql`create schema original`,
    sql`create table original.users (id uuid primary key, username varchar(30) not null unique,
      email varchar(255) not null unique, password text not null, first_name varchar(50),
      last_name varchar(50), profile_image_url varchar(500), bio varchar(200), website varchar(255),
      is_admin boolean not null default false, is_bot boolean not null default false,
      last_username_change timestamptz, created_at timestamptz not null, updated_at timestamptz not null)`,
    sql`create table original.quips (id uuid primary key, content text not null, author_id uuid not null,
      is_anonymous boolean not null, revealed_at timestamptz, topic_of_the_day boolean not null,
      topic_text text, created_at timestamptz not null, updated_at timestamptz not null)`,
    sql`create table original.likes (id uuid primary key, quip_id uuid not null, user_id uuid not null,
      created_at timestamptz not null)`,
    sql`create table original.bookmarks (id uuid primary key, quip_id uuid not null,
      user_id uuid not null, created_at timestamptz not null)`,
    sql`create table original.comments (id uuid primary key, content text not null, quip_id uuid not null,
      author_id uuid not null, parent_comment_id uuid, created_at timestamptz not null)`,
    sql`create table original.follows (id uuid primary key, follower_id uuid not null,
      following_id uuid not null, created_at timestamptz not null)`,
    sql`insert into original.users (id, username, email, password, first_name, created_at, updated_at)
      values (${ann}, 'user1', 'User1@Example.com', 'abc.def', 'Ann', ${at(900 * HOUR)}, ${at(900 * HOUR)}),
        (${original.ben}, 'user2', 'user2@example.com', 'abc.def', 'Ben', ${at(900 * HOUR)}, ${at(900 * HOUR)}),
        (${cat}, 'user3', 'user3@example.com', 'abc.def', 'Cat', ${at(900 * HOUR)}, ${at(900 * HOUR)})`,
    sql`insert into original.quips (id, content, author_id, is_anonymous, revealed_at,
        topic_of_the_day, topic_text, created_at, updated_at)
      values (${fresh}, 'Why did the toaster refuse to pay rent.', ${ann}, true, null, true, 'Coffee',
          ${at(HOUR)}, ${at(HOUR)}),
        (${original.old}, 'My printer decided to run for mayor.', ${original.ben}, false, ${at(72 * HOUR)}, false, null,
          ${at(120 * HOUR)}, ${at(120 * HOUR)})`,
    sql`insert into original.likes (id, quip_id, user_id, created_at)
      values (${id(31)}, ${fresh}, ${original.ben}, ${at(HOUR / 2)}), (${id(32)}, ${fresh}, ${cat}, ${at(HOUR / 2)}),
        (${id(33)}, ${original.old}, ${ann}, ${at(100 * HOUR)})`,
    sql`insert into original.comments (id, content, quip_id, author_id, parent_comment_id, created_at)
      values (${original.comment}, 'Underrated', ${fresh}, ${cat}, null, ${at(HOUR / 2)}),
        (${reply}, 'Who hurt you?', ${fresh}, ${original.ben}, ${original.comment}, ${at(HOUR / 3)}),
        (${replyToReply}, 'Send help.', ${fresh}, ${cat}, ${reply}, ${at(HOUR / 4)})`,
    sql`insert into original.follows (id, follower_id, following_id, created_at)
      values (${id(41)}, ${ann}, ${original.ben}, ${at(10 * HOUR)}), (${id(42)}, ${cat}, ${original.ben}, ${at(10 * HOUR)})`,
    sql`insert into original.bookmarks (id, quip_id, user_id, created_at)
      values (${id(51)}, ${original.old}, ${cat}, ${at(10 * HOUR)})`,
  ];
  for (const statement of statements) await t.ctx.db.execute(statement);
}

beforeAll(async () => {
  t = await createTestApp();
  const now = t.ctx.now().getTime();
  await createOriginalTables((msAgo) => new Date(now - msAgo).toISOString());
});
afterAll(async () => {
  await t?.close();
});

describe("importing the original product's tables", () => {
  it("carries every row over and counts them", async () => {
    await expect(importBenchRows(t.ctx, { schema: "original" })).resolves.toEqual({
      members: 3,
      quips: 2,
      likes: 3,
      comments: 3,
      follows: 2,
      bookmarks: 1,
    });
  });

  it("shows the quips in the feeds with their counts, the young one without its author", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/quips?filter=new" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      {
        id: fresh,
        content: "Why did the toaster refuse to pay rent.",
        author: null,
        likesCount: 2,
        commentsCount: 3,
        topicOfTheDay: false,
      },
      { id: old, author: { id: ben, username: "user2" }, likesCount: 1, commentsCount: 0 },
    ]);
    const hot = await t.app.inject({ method: "GET", url: "/api/quips?filter=hot" });
    expect(hot.json().map((q: { id: string }) => q.id)).toEqual([fresh, old]);
    const detail = await t.app.inject({ method: "GET", url: `/api/quips/${old}` });
    expect(detail.json()).toMatchObject({ id: old, author: { id: ben } });
  });

  it("threads the comments by their parents", async () => {
    expect(await rows(sql`select id, depth from comments order by depth`)).toEqual([
      { id: comment, depth: 1 },
      { id: reply, depth: 2 },
      { id: replyToReply, depth: 3 },
    ]);
  });

  it("counts followers and keeps bookmarks", async () => {
    expect(
      await rows(sql`
        select username, email, followers_count, following_count from users
        where not is_bot order by username`),
    ).toEqual([
      { username: "user1", email: "user1@example.com", followers_count: 0, following_count: 1 },
      { username: "user2", email: "user2@example.com", followers_count: 2, following_count: 0 },
      { username: "user3", email: "user3@example.com", followers_count: 0, following_count: 1 },
    ]);
    expect(await rows(sql`select quip_id, user_id from bookmarks`)).toEqual([
      { quip_id: old, user_id: cat },
    ]);
  });

  it("lets no imported member sign in with the original password hash", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "user1", password: "abc.def" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a database that already has members", async () => {
    await expect(importBenchRows(t.ctx, { schema: "original" })).rejects.toBeInstanceOf(
      DatabaseNotEmptyError,
    );
  });
});
