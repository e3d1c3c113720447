import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";
import { settings, users } from "#server/db/schema/index.ts";
import { verifyPassword } from "#server/services/auth/index.ts";

/** One password shared by every demo member, so the demo can be explored as anyone; one for its administrator. */
export interface DemoPasswords {
  member: string;
  admin: string;
}

/**
 * What every demo signed in with before each install drew its own, printed in the README of
 * those versions: anyone may try them on an older install.
 */
const PUBLISHED_DEMO_PASSWORDS = ["quipdemo1", "quipadmin1"] as const;

/**
 * The hashes the seed set for the passwords it drew and printed, never the passwords. A member
 * who changes their password gets a new hash (a new salt), so it no longer matches.
 */
const DRAWN_HASHES = "demoPasswordHashes";

export function isPublishedDemoPassword(password: string): boolean {
  return (PUBLISHED_DEMO_PASSWORDS as readonly string[]).includes(password);
}

/** Called by the seed, in its transaction, with the hashes of the passwords it drew. */
export async function recordDrawnPasswordHashes(
  db: Executor,
  hashes: string[],
  now: Date,
): Promise<void> {
  if (hashes.length === 0) return;
  await db
    .insert(settings)
    .values({ key: DRAWN_HASHES, value: hashes, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: hashes, updatedAt: now } });
}

/**
 * Usernames of the administrators who still sign in with a demo password: one the seed drew and
 * printed (so it sits in a terminal's scrollback or a collected log), or a published one.
 * Administrators are few: checking each against the two published passwords costs a few argon2
 * verifications, once per start.
 */
export async function adminsWithDemoPasswords(db: Executor): Promise<string[]> {
  const [admins, drawn] = await Promise.all([
    db
      .select({ username: users.username, passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.isAdmin, true), isNotNull(users.passwordHash)))
      .orderBy(users.username),
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, DRAWN_HASHES)),
  ]);
  const drawnHashes = new Set(Array.isArray(drawn[0]?.value) ? (drawn[0].value as string[]) : []);
  const holding = await Promise.all(
    admins.map(async ({ passwordHash }) => {
      if (drawnHashes.has(passwordHash ?? "")) return true;
      for (const password of PUBLISHED_DEMO_PASSWORDS) {
        if (await verifyPassword(passwordHash, password)) return true;
      }
      return false;
    }),
  );
  return admins.filter((_, i) => holding[i]).map((admin) => admin.username);
}

/** A production start with an administrator anyone may sign in as stops before it listens. */
export class DemoPasswordInProductionError extends Error {
  constructor(readonly usernames: string[]) {
    const one = usernames.length === 1;
    const steps = usernames.map((name) => `  npm run admin -- password ${name}`);
    super(
      [
        `Quip will not start with NODE_ENV=production while the administrator${one ? "" : "s"} ${usernames.join(", ")} ${one ? "has" : "have"} a demo password, which others may know.`,
        "Give each a new password (the command prints it once; they can then change it on their Account page):",
        ...steps,
        "or take the administrator rights away: npm run admin -- revoke <username>.",
      ].join("\n"),
    );
  }
}

export async function refuseDemoAdminPasswords(db: Executor): Promise<void> {
  const usernames = await adminsWithDemoPasswords(db);
  if (usernames.length > 0) throw new DemoPasswordInProductionError(usernames);
}
