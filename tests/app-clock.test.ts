import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf } from "#server/db/database.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { closeDueCompetitions } from "#server/services/competitions/close-competitions.ts";
import { ensureQuipBot, runQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { revealDueQuips } from "#server/services/quips/reveal.service.ts";
import { setTopicChangeTime } from "#server/services/settings/settings.service.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { as, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A Tuesday in 2025, 10:00 in New York. The database's own clock reads the real day, so any
 * row dated by it rather than by the app shows here as a time that disagrees with the rest.
 */
const START = "2025-09-16T14:00:00.000Z";
const HOUR = 3_600_000;

let t: TestApp;
let admin: Member;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(START);
  [admin, alice, bob] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
});
afterAll(async () => {
  await t?.close();
});

const clockIso = () => t.clock.now().toISOString();
const activityOf = async (m: Member) =>
  (await as(t, m).get(`/api/users/${m.id}/activity?limit=50`)).json().items as Array<{
    type: string;
    createdAt: string;
  }>;

describe("visible times follow the app's clock, not the database's", () => {
  it("a member's joined date", async () => {
    const profile = (await as(t, bob).get(`/api/users/${alice.id}`)).json();
    expect(profile.createdAt).toBe(START);
  });

  it("notifications of a follow and a like", async () => {
    t.clock.set("2025-09-16T14:05:00.000Z");
    await as(t, bob).post(`/api/users/${alice.id}/follow`);
    const quip = await postQuip(t, alice, "a joke worth a like");
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    const items = await activityOf(alice);
    expect(items.map((i) => [i.type, i.createdAt]).sort()).toEqual([
      ["follow", clockIso()],
      ["like", clockIso()],
    ]);
  });

  it("the administrators' lists of members and of administrators", async () => {
    t.clock.set("2025-09-16T14:10:00.000Z");
    const carol = await registerMember(t);
    const everyone = (await as(t, admin).get("/api/admin/all-users?page=1&limit=50")).json();
    expect(everyone.users[0]).toMatchObject({ id: carol.id, createdAt: clockIso() });
    expect(
      everyone.users
        .filter((u: { id: string }) => u.id !== carol.id)
        .map((u: { createdAt: string }) => u.createdAt),
    ).toEqual([START, START, START]);
    const admins = (await as(t, admin).get("/api/admin/users")).json();
    expect(admins).toEqual([expect.objectContaining({ id: admin.id, grantedAt: START })]);
  });

  it("the topic of the day, the planned topics and QuipBot's account", async () => {
    t.clock.set("2025-09-16T15:00:00.000Z");
    // The default time, saved: a settings row for the last test to check.
    await setTopicChangeTime(t.ctx, { hour: 6, minute: 0 });
    await activateCurrentTopic(t.ctx, fakeGenerator());
    const today = (await as(t, alice).get("/api/topic-of-the-day")).json();
    expect(today.createdAt).toBe(clockIso());

    await as(t, admin).post("/api/admin/generate-topics");
    const planned = (await as(t, admin).get("/api/admin/scheduled-topics")).json();
    expect(planned.length).toBeGreaterThan(0);
    expect(new Set(planned.map((p: { createdAt: string }) => p.createdAt))).toEqual(
      new Set([clockIso()]),
    );

    const botId = await ensureQuipBot(t.ctx.db, t.ctx.now());
    const bot = (await as(t, alice).get(`/api/users/${botId}`)).json();
    expect(bot.createdAt).toBe(clockIso());
    // QuipBot's minute late in the day: today is planned, nothing is posted.
    const random = vi.spyOn(Math, "random").mockReturnValue(0.99);
    expect(await runQuipBot(t.ctx, fakeGenerator())).toBe("waiting");
    random.mockRestore();
  });

  it("a competition's result notice and the reveal notice", async () => {
    const today = (await as(t, alice).get("/api/topic-of-the-day")).json();
    const entry = { topicOfTheDay: true, topicText: today.topic };
    const quip = await postQuip(t, alice, "an entry of alice's", entry);
    await postQuip(t, bob, "an entry of bob's", entry);
    await as(t, bob).post(`/api/quips/${quip.id}/like`);

    t.clock.set(new Date(Date.parse(today.scheduledFor) + 48 * HOUR + 60_000));
    expect((await closeDueCompetitions(t.ctx)).closed).toEqual([today.topicIdentifier]);
    const closed = clockIso();
    t.clock.advance(48 * HOUR);
    expect(await revealDueQuips(t.ctx)).toBe(3);
    expect((await closeDueCompetitions(t.ctx)).published).toEqual([today.topicIdentifier]);

    const items = await activityOf(alice);
    const dated = (type: string) => items.filter((i) => i.type === type).map((i) => i.createdAt);
    expect(dated("competition_result")).toEqual([closed]);
    expect(dated("quip_48_hours")).toEqual([clockIso(), clockIso()]);
  });

  it("and no row anywhere is dated by the database's clock", async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.ctx.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like '%now()%'
        order by table_name, column_name`),
    );
    expect(columns.length).toBeGreaterThan(10);
    const late: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [row] = rowsOf<{ n: number }>(
        await t.ctx.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} > ${clockIso()}::timestamptz`,
        ),
      );
      if ((row?.n ?? 0) > 0) late.push(`${table_name}.${column_name}`);
    }
    expect(late).toEqual([]);
  });
});
