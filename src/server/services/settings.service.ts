import { eq } from "drizzle-orm";
import { type ChangeTime, DEFAULT_CHANGE_TIME } from "../../shared/rules/topic-calendar";
import type { AppContext } from "../context";
import type { Executor } from "../db/database";
import { settings } from "../db/schema";

const TOPIC_CHANGE_TIME = "topicChangeTime";

/** Takes the transaction's handle when called inside one: PGlite has a single connection. */
export async function getTopicChangeTime(
  ctx: AppContext,
  db: Executor = ctx.db,
): Promise<ChangeTime> {
  const [row] = await db.select().from(settings).where(eq(settings.key, TOPIC_CHANGE_TIME));
  const value = row?.value as Partial<ChangeTime> | undefined;
  if (typeof value?.hour === "number" && typeof value.minute === "number") {
    return { hour: value.hour, minute: value.minute };
  }
  return DEFAULT_CHANGE_TIME;
}

/** A new change time can make another day's topic today's: open pages are told to look again. */
export async function setTopicChangeTime(ctx: AppContext, time: ChangeTime): Promise<void> {
  const now = ctx.now();
  await ctx.db
    .insert(settings)
    .values({ key: TOPIC_CHANGE_TIME, value: time, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: time, updatedAt: now } });
  ctx.live.topicChanged();
}
