import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Executor } from "#server/db/database.ts";
import {
  activities,
  admins,
  bookmarks,
  comments,
  follows,
  likes,
  quipbotSchedule,
  quips,
  scheduledTopics,
  storedObjects,
  topicOfTheDay,
  users,
  userTopicQuips,
  vaultQuips,
} from "#server/db/schema/index.ts";
import { DatabaseNotEmptyError, isDatabaseEmpty } from "#server/seeds/empty-database.ts";
import { drawPassword, hashPassword } from "#server/services/auth/index.ts";
import type { ObjectStorage } from "#server/storage/object-storage.ts";
import { renderAvatarPng } from "./avatars";
import { type DemoPasswords, recordDrawnPasswordHashes } from "./demo-passwords";
import { DEMO_ADMIN, DEMO_MEMBER } from "./people";
import { planDemo } from "./plan";

export interface DemoSignIn {
  username: string;
  password: string;
  /** Drawn by the seed, rather than given by its caller: shown once, refused in production. */
  drawn: boolean;
}

export interface DemoSummary {
  members: number;
  quips: number;
  signIn: { member: DemoSignIn; admin: DemoSignIn };
}

/** Any key will do, as long as only the demo seed takes it. */
const SEED_LOCK = 7_301_914;
/** Well under Postgres's 65,535 parameters per statement, whatever the table. */
const ROWS_PER_INSERT = 1000;

/**
 * Fills an empty database with a small, lively community: QuipBot, twelve members (one of
 * them an administrator), a fortnight of quips, topics, likes, comments and follows.
 * Everything lands in one transaction, so a failure leaves the database empty. Passwords not
 * given are drawn for this database alone; their hashes are recorded, so a production start
 * refuses an administrator who still has one.
 */
export async function seedDemo(ctx: {
  db: Db;
  storage: ObjectStorage;
  now: Date;
  passwords?: Partial<DemoPasswords>;
}): Promise<DemoSummary> {
  const signIn = {
    member: signInFor(DEMO_MEMBER.username, ctx.passwords?.member),
    admin: signInFor(DEMO_ADMIN.username, ctx.passwords?.admin),
  };
  // argon2 is deliberately slow: one hash per distinct password, shared by every member.
  const [memberPasswordHash, adminPasswordHash] = await Promise.all([
    hashPassword(signIn.member.password),
    hashPassword(signIn.admin.password),
  ]);
  const drawnHashes = [
    ...(signIn.member.drawn ? [memberPasswordHash] : []),
    ...(signIn.admin.drawn ? [adminPasswordHash] : []),
  ];
  const plan = planDemo({ now: ctx.now, memberPasswordHash, adminPasswordHash });

  const images = await Promise.all(
    plan.avatars.map(async (avatar) => ({ ...avatar, bytes: await renderAvatarPng(avatar.svg) })),
  );
  const stored: string[] = [];
  try {
    for (const image of images) {
      await ctx.storage.put(image.key, image.bytes, "image/png");
      stored.push(image.key);
    }
    await ctx.db.transaction(async (tx) => {
      // Two first starts at once (or a seed beside a starting server) must not both seed.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await isDatabaseEmpty(tx))) throw new DatabaseNotEmptyError();

      await insertAll(tx, users, plan.users);
      await insertAll(tx, admins, plan.admins);
      await insertAll(tx, topicOfTheDay, plan.topics);
      await insertAll(tx, scheduledTopics, plan.scheduledTopics);
      await insertAll(tx, quips, plan.quips);
      await insertAll(tx, userTopicQuips, plan.userTopicQuips);
      await insertAll(tx, likes, plan.likes);
      await insertAll(tx, comments, plan.comments);
      await insertAll(tx, follows, plan.follows);
      await insertAll(tx, bookmarks, plan.bookmarks);
      await insertAll(tx, vaultQuips, plan.vaultQuips);
      await insertAll(tx, activities, plan.activities);
      await insertAll(tx, quipbotSchedule, plan.quipbotSchedule);
      await recordDrawnPasswordHashes(tx, drawnHashes, ctx.now);
      // Recorded like any upload, so whatever later tidies storage knows these files are in use.
      await insertAll(
        tx,
        storedObjects,
        images.map((image) => ({
          key: image.key,
          ownerId: image.userId,
          contentType: "image/png",
          byteSize: image.bytes.length,
          status: "ready",
          createdAt: ctx.now,
        })),
      );
    });
  } catch (error) {
    // Files are outside the transaction: take back the ones no row will ever point to.
    await Promise.allSettled(stored.map((key) => ctx.storage.delete(key)));
    throw error;
  }

  return {
    members: plan.users.filter((user) => !user.isBot).length,
    quips: plan.quips.length,
    signIn,
  };
}

function signInFor(username: string, given: string | undefined): DemoSignIn {
  return given === undefined
    ? { username, password: drawPassword(), drawn: true }
    : { username, password: given, drawn: false };
}

async function insertAll<T extends PgTable>(tx: Executor, table: T, rows: T["$inferInsert"][]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await tx.insert(table).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
}
