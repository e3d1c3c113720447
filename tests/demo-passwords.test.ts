import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import {
  adminsWithDemoPasswords,
  DemoPasswordInProductionError,
  refuseDemoAdminPasswords,
} from "#server/seeds/demo/demo-passwords.ts";
import { addDemoOnFirstStart } from "#server/seeds/demo/first-start.ts";
import { type DemoSummary, seedDemo } from "#server/seeds/demo/seed-demo.ts";
import { isDatabaseEmpty } from "#server/seeds/empty-database.ts";
import { setPasswordFromCommandLine } from "#server/services/account/set-password.service.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";
import { countSessionsOf } from "#server/services/auth/sessions.service.ts";
import { as } from "./support/factories";
import { existingMember, sessionCookie } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/** What older versions' README printed for every install. */
const PUBLISHED = { member: "quipdemo1", admin: "quipadmin1" };
const SEED_MS = 90_000;

const login = (t: TestApp, username: string, password: string) =>
  as(t, undefined).post("/api/auth/login", { username, password });

async function userId(t: TestApp, username: string): Promise<string> {
  const [row] = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`no ${username}`);
  return row.id;
}

const withConfig = (ctx: AppContext, change: Partial<AppContext["config"]>): AppContext => ({
  ...ctx,
  config: { ...ctx.config, ...change },
});

describe("the first start", () => {
  let t: TestApp;
  let demo: DemoSummary | null;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("adds no demo with NODE_ENV=production, nor on PostgreSQL", async () => {
    const embedded: AppContext = { ...t.ctx, dbKind: "embedded" };
    expect(await addDemoOnFirstStart(withConfig(embedded, { isProduction: true }))).toBeNull();
    const onPostgres: AppContext = { ...t.ctx, dbKind: "postgres" };
    expect(await addDemoOnFirstStart(withConfig(onPostgres, { isProduction: false }))).toBeNull();
    expect(await isDatabaseEmpty(t.ctx.db)).toBe(true);
  });

  it(
    "adds the demo to an empty embedded database on a development start, once",
    async () => {
      const start: AppContext = withConfig(
        { ...t.ctx, dbKind: "embedded" },
        { isProduction: false },
      );
      demo = await addDemoOnFirstStart(start);
      expect(demo?.members).toBe(12);
      expect(demo?.signIn.member.drawn).toBe(true);
      expect(demo?.signIn.admin.drawn).toBe(true);
      // The next start finds members: no demo, so no password to print.
      expect(await addDemoOnFirstStart(start)).toBeNull();
    },
    SEED_MS,
  );

  it("draws passwords that sign in, where the published ones do not", async () => {
    if (!demo) throw new Error("no demo");
    const { member, admin } = demo.signIn;
    expect((await login(t, member.username, member.password)).statusCode).toBe(200);
    expect((await login(t, admin.username, admin.password)).statusCode).toBe(200);
    expect((await login(t, member.username, PUBLISHED.member)).statusCode).toBe(401);
    expect((await login(t, admin.username, PUBLISHED.admin)).statusCode).toBe(401);
  });

  it("stops a production start while the administrator has the drawn password, saying how to change it", async () => {
    expect(await adminsWithDemoPasswords(t.ctx.db)).toEqual(["quipadmin"]);
    const refusal = await refuseDemoAdminPasswords(t.ctx.db).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DemoPasswordInProductionError);
    expect((refusal as Error).message).toContain("NODE_ENV=production");
    expect((refusal as Error).message).toContain("npm run admin -- password quipadmin");
  });

  it("starts once the administrator changed it on their Account page", async () => {
    if (!demo) throw new Error("no demo");
    const { admin } = demo.signIn;
    const signedIn = await login(t, admin.username, admin.password);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: sessionCookie(signedIn) },
      payload: { currentPassword: admin.password, newPassword: "the admin's very own passphrase" },
    });
    expect(changed.statusCode).toBe(200);
    expect(await adminsWithDemoPasswords(t.ctx.db)).toEqual([]);
    await expect(refuseDemoAdminPasswords(t.ctx.db)).resolves.toBeUndefined();
  });

  it("stops it again for a demo member made administrator with the shared password, until the command line gives a new one", async () => {
    if (!demo) throw new Error("no demo");
    const { member } = demo.signIn;
    const demoId = await userId(t, member.username);
    const session = sessionCookie(await login(t, member.username, member.password));
    await setAdmin(t.ctx, demoId, true);
    expect(await adminsWithDemoPasswords(t.ctx.db)).toEqual(["demo"]);

    await setPasswordFromCommandLine(t.ctx, demoId, "a password from the command line");
    expect(await adminsWithDemoPasswords(t.ctx.db)).toEqual([]);
    // Whoever knew the demo password is signed out, and cannot sign in with it again.
    expect(await countSessionsOf(t.ctx, demoId)).toBe(0);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: session },
    });
    expect(me.statusCode).toBe(401);
    expect((await login(t, member.username, member.password)).statusCode).toBe(401);
    const fresh = await login(t, member.username, "a password from the command line");
    expect(fresh.statusCode).toBe(200);
  });
});

describe("a demo seeded with passwords of the caller's own", () => {
  let t: TestApp;
  const chosen = { member: "a script's member password", admin: "a script's admin password" };
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo({ db: t.ctx.db, storage: t.ctx.storage, now: t.ctx.now(), passwords: chosen });
  }, SEED_MS);
  afterAll(async () => {
    await t?.close();
  });

  it("signs in with them, and a production start takes them as the operator's choice", async () => {
    expect((await login(t, "demo", chosen.member)).statusCode).toBe(200);
    expect((await login(t, "quipadmin", chosen.admin)).statusCode).toBe(200);
    expect(await adminsWithDemoPasswords(t.ctx.db)).toEqual([]);
  });

  it("still stops a production start for an administrator with a published demo password, as older installs have", async () => {
    const older = await existingMember(t);
    const other = await existingMember(t);
    for (const [member, password] of [
      [older, PUBLISHED.admin],
      [other, PUBLISHED.member],
    ] as const) {
      await t.ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, member.id));
      await setAdmin(t.ctx, member.id, true);
    }
    expect(await adminsWithDemoPasswords(t.ctx.db)).toEqual(
      [older.username, other.username].sort(),
    );
    await expect(refuseDemoAdminPasswords(t.ctx.db)).rejects.toThrow(
      `npm run admin -- password ${older.username}`,
    );
  });
});
