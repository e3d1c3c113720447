import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { notificationPreferences, users } from "#server/db/schema/index.ts";
import type { MailList } from "#shared/rules/mail-lists.ts";
import {
  type ChannelChoice,
  DEFAULT_CHANNELS,
  type Digest,
  NOTICE_KIND_TYPES,
  NOTICE_KINDS,
  type NoticeChannel,
  type NoticeKind,
} from "#shared/rules/notice-kinds.ts";
import type {
  NotificationPreferences,
  NotificationPreferencesInput,
} from "#shared/schemas/notifications.ts";

type Row = typeof notificationPreferences.$inferSelect;

/** Each kind's choice as saved, a kind added since (or never saved) at its default. */
function kindsOf(saved: Row["kinds"] | undefined): Record<NoticeKind, ChannelChoice> {
  return Object.fromEntries(
    NOTICE_KINDS.map((kind) => [kind, { ...DEFAULT_CHANNELS[kind], ...saved?.[kind] }]),
  ) as Record<NoticeKind, ChannelChoice>;
}

function present(row: Row | undefined): NotificationPreferences {
  return {
    kinds: kindsOf(row?.kinds),
    quietHours:
      row?.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
    timeZone: row?.timeZone ?? null,
    digest: (row?.digest as Digest | undefined) ?? "never",
  };
}

/** The Activity types whose kind has `channel` on (`wanted`) or off. */
function typesWith(
  kinds: Record<NoticeKind, ChannelChoice>,
  channel: NoticeChannel,
  wanted: boolean,
): string[] {
  return NOTICE_KINDS.filter((kind) => kinds[kind][channel] === wanted).flatMap(
    (kind) => NOTICE_KIND_TYPES[kind],
  );
}

function derived(kinds: Record<NoticeKind, ChannelChoice>) {
  return {
    activityHiddenTypes: typesWith(kinds, "activity", false),
    pushTypes: typesWith(kinds, "push", true),
  };
}

export async function getPreferences(
  ctx: Pick<AppContext, "db">,
  userId: string,
  db: Executor = ctx.db,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return present(row);
}

/** Replaces the member's settings whole, as the settings screen sends them. */
export async function savePreferences(
  ctx: AppContext,
  userId: string,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const kinds = kindsOf(input.kinds);
  const values = {
    kinds,
    quietStart: input.quietHours?.start ?? null,
    quietEnd: input.quietHours?.end ?? null,
    timeZone: input.timeZone,
    digest: input.digest,
    ...derived(kinds),
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  // The Activity list and its badge may now leave some kinds out, or show them again.
  ctx.live.notificationsChanged([userId]);
  return present(row);
}

/**
 * Writes the defaults for a member who has none, so the trigger that queues pushes finds the
 * types they push. Inside the caller's transaction.
 */
export async function ensurePreferences(db: Executor, userId: string, now: Date): Promise<void> {
  const kinds = kindsOf(undefined);
  await db
    .insert(notificationPreferences)
    .values({ userId, kinds, ...derived(kinds), updatedAt: now })
    .onConflictDoNothing({ target: notificationPreferences.userId });
}

/** The Activity types a member's Activity leaves out; none by default. */
export async function hiddenActivityTypes(db: Executor, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ types: notificationPreferences.activityHiddenTypes })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.types ?? [];
}

/**
 * Turns one list's mail off, as an unsubscribe link asks: a kind's mail, or the digest. The rest
 * of the settings stay as they are (or at their defaults). Nothing happens for a member who is
 * gone. One transaction, the row locked, so a save at the same moment is not undone.
 */
export async function stopMail(ctx: AppContext, userId: string, list: MailList): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for("share");
    if (!member) return;
    const [row] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .for("update");
    const kinds = kindsOf(row?.kinds);
    if (list !== "digest") kinds[list] = { ...kinds[list], mail: false };
    const values = {
      kinds,
      ...(list === "digest" ? { digest: "never" } : {}),
      ...derived(kinds),
      updatedAt: ctx.now(),
    };
    await tx
      .insert(notificationPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  });
}
