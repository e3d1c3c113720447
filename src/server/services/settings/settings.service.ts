import { eq } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { settings } from "#server/db/schema/index.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { recordModeration } from "#server/services/moderation/moderation-log.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { type ChangeTime, DEFAULT_CHANGE_TIME } from "#shared/rules/topic-calendar.ts";
import { REGISTRATION_MODES, type RegistrationMode } from "#shared/schemas/sign-up.ts";

const TOPIC_CHANGE_TIME = "topicChangeTime";
const AUTO_HIDE_REPORTS = "autoHideReports";
const REGISTRATION_MODE = "registrationMode";

async function readSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

async function writeSetting(db: Executor, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

/** Takes the transaction's handle when called inside one: PGlite has a single connection. */
export function getTopicChangeTime(ctx: ReadScope, db: Executor = ctx.db): Promise<ChangeTime> {
  return readTopicChangeTime(db);
}

/** The same from a database alone, for tools that run no app (the benchmark). */
export async function readTopicChangeTime(db: Executor): Promise<ChangeTime> {
  const value = (await readSetting(db, TOPIC_CHANGE_TIME)) as Partial<ChangeTime> | undefined;
  if (typeof value?.hour === "number" && typeof value.minute === "number") {
    return { hour: value.hour, minute: value.minute };
  }
  return DEFAULT_CHANGE_TIME;
}

const clock = (time: ChangeTime) =>
  `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`;

/**
 * A new daily change time. Set by an administrator (`by`), the moderation log records it with
 * the time it replaces; set by a test or a tool, nothing is recorded. It can make another day's
 * topic today's: open pages are told to look again.
 */
export async function setTopicChangeTime(
  ctx: AppContext,
  time: ChangeTime,
  by?: SessionUser,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await getTopicChangeTime(ctx, tx);
    await writeSetting(tx, TOPIC_CHANGE_TIME, time, now);
    if (!by) return;
    await recordModeration(tx, now, {
      actor: by,
      action: "topic_time_changed",
      target: { kind: "setting", label: "Topic change time" },
      detail: `${clock(before)} → ${clock(time)} Eastern`,
    });
  });
  ctx.live.topicChanged();
}

/** How many members' reports hide a quip pending review. */
export async function getAutoHideThreshold(
  ctx: AppContext,
  db: Executor = ctx.db,
): Promise<number> {
  const value = await readSetting(db, AUTO_HIDE_REPORTS);
  return typeof value === "number" ? value : LIMITS.autoHideReportsDefault;
}

/** Writes the threshold; the caller applies it to the quips and records it, in its transaction. */
export async function writeAutoHideThreshold(db: Executor, reports: number, now: Date) {
  await writeSetting(db, AUTO_HIDE_REPORTS, reports, now);
}

/** Who may sign up (decision 0155): open until an administrator says otherwise. */
export async function getRegistrationMode(
  ctx: ReadScope,
  db: Executor = ctx.db,
): Promise<RegistrationMode> {
  const value = await readSetting(db, REGISTRATION_MODE);
  return REGISTRATION_MODES.find((mode) => mode === value) ?? "open";
}

/** Writes the mode; the caller records it, in its transaction. */
export async function writeRegistrationMode(db: Executor, mode: RegistrationMode, now: Date) {
  await writeSetting(db, REGISTRATION_MODE, mode, now);
}
