import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "#server/db/database.ts";
import { mailListMarks } from "#server/db/schema/index.ts";
import type { MailList } from "#shared/rules/mail-lists.ts";

export type Mark = typeof mailListMarks.$inferSelect;

export async function readMark(
  db: Executor,
  userId: string,
  list: MailList,
): Promise<Mark | undefined> {
  const [mark] = await db
    .select()
    .from(mailListMarks)
    .where(and(eq(mailListMarks.userId, userId), eq(mailListMarks.list, list)));
  return mark;
}

const sameAs = (column: AnyPgColumn, at: Date | null | undefined) =>
  sql`${column} is not distinct from ${at ? at.toISOString() : null}::timestamptz`;

/**
 * Moves a list's mark from where it was read (`seen`, or none) to `next`, only if no one moved
 * it meanwhile: of two processes that read the same mark, one moves it and mails, the other
 * finds it moved and mails nothing. In the transaction that queues the mail.
 */
export async function advanceMark(
  db: Executor,
  key: { userId: string; list: MailList },
  seen: Mark | undefined,
  next: { sentAt: Date | null; through?: { id: string; createdAt: Date } },
): Promise<boolean> {
  const values = {
    lastSentAt: next.sentAt,
    ...(next.through ? { throughAt: next.through.createdAt, throughId: next.through.id } : {}),
  };
  if (!seen) {
    const added = await db
      .insert(mailListMarks)
      .values({ ...key, ...values })
      .onConflictDoNothing()
      .returning({ userId: mailListMarks.userId });
    return added.length > 0;
  }
  const moved = await db
    .update(mailListMarks)
    .set(values)
    .where(
      and(
        eq(mailListMarks.userId, key.userId),
        eq(mailListMarks.list, key.list),
        sameAs(mailListMarks.lastSentAt, seen.lastSentAt),
        sameAs(mailListMarks.throughAt, seen.throughAt),
      ),
    )
    .returning({ userId: mailListMarks.userId });
  return moved.length > 0;
}
