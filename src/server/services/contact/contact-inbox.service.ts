import { and, asc, desc, eq, isNotNull, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { contactMessages, contactReplies, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { CONTACT_LIMITS } from "#shared/limits.ts";
import { CONTACT_INBOX_MSG } from "#shared/messages/contact.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import type {
  ContactInboxPage,
  ContactInboxQuery,
  ContactInboxView,
  ContactMessage,
  ContactMessageSummary,
} from "#shared/schemas/contact.ts";

/** How much of a message the inbox's row shows. */
const EXCERPT_CHARS = 140;

const VIEW: Record<ContactInboxView, SQL> = {
  inbox: isNull(contactMessages.archivedAt),
  archived: isNotNull(contactMessages.archivedAt),
};

/** What every answer about a message carries, the sender's account by its current name. */
const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
  answeredAt: contactMessages.answeredAt,
  archivedAt: contactMessages.archivedAt,
  memberId: users.id,
  memberUsername: users.username,
};

interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  createdAt: Date;
  readAt: Date | null;
  answeredAt: Date | null;
  archivedAt: Date | null;
  memberId: string | null;
  memberUsername: string | null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Sets a moment once: the first time stays. */
export const firstTime = (column: SQLWrapper, now: Date) =>
  sql`coalesce(${column}, ${now.toISOString()}::timestamptz)`;

function presentState(row: MessageRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    member:
      row.memberId && row.memberUsername
        ? { id: row.memberId, username: row.memberUsername }
        : null,
    readAt: iso(row.readAt),
    answeredAt: iso(row.answeredAt),
    archivedAt: iso(row.archivedAt),
  };
}

/** Newest first, a page of 20, the inbox or the archive. */
export async function listContactMessages(
  ctx: AppContext,
  query: ContactInboxQuery,
): Promise<ContactInboxPage> {
  const where = VIEW[query.view];
  const size = CONTACT_LIMITS.inboxPageSize;
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(where);
  const rows = await ctx.db
    .select({
      ...messageColumns,
      // Enough for the row's excerpt, not the whole of a long message.
      start: sql<string>`left(${contactMessages.message}, ${EXCERPT_CHARS * 2})`,
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(size)
    .offset((query.page - 1) * size);
  const totalCount = total?.n ?? 0;
  return {
    messages: rows.map(
      (row): ContactMessageSummary => ({
        ...presentState(row),
        excerpt: excerpt(row.start, EXCERPT_CHARS),
      }),
    ),
    page: query.page,
    totalPages: Math.max(1, Math.ceil(totalCount / size)),
    totalCount,
  };
}

/** Unread messages still in the inbox, for the console's tab. */
export async function countUnreadContactMessages(ctx: AppContext): Promise<{ count: number }> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(and(isNull(contactMessages.readAt), isNull(contactMessages.archivedAt)));
  return { count: row?.n ?? 0 };
}

/** The whole message with its answers, as the console shows it; 404 when there is none. */
export async function presentContactMessage(db: Executor, id: string): Promise<ContactMessage> {
  const [row] = await db
    .select({ ...messageColumns, message: contactMessages.message })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .where(eq(contactMessages.id, id));
  if (!row) throw new AppError("NOT_FOUND", CONTACT_INBOX_MSG.notFound);
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    ...presentState(row),
    message: row.message,
    replies: replies.map((reply) => ({
      id: reply.id,
      text: reply.text,
      createdAt: reply.createdAt.toISOString(),
      admin: { id: reply.adminId, username: reply.adminUsername },
    })),
  };
}

/** Opens a message: the first administrator to open it marks it read for all of them. */
export async function openContactMessage(ctx: AppContext, id: string): Promise<ContactMessage> {
  await ctx.db
    .update(contactMessages)
    .set({ readAt: firstTime(contactMessages.readAt, ctx.now()) })
    .where(eq(contactMessages.id, id));
  return presentContactMessage(ctx.db, id);
}

/**
 * Puts a message away, or brings it back to the inbox. Archiving keeps the time it was first
 * archived; either way it answers the message as it now is.
 */
export async function setContactMessageArchived(
  ctx: AppContext,
  id: string,
  archived: boolean,
): Promise<ContactMessage> {
  const archivedAt = archived ? firstTime(contactMessages.archivedAt, ctx.now()) : null;
  const changed = await ctx.db
    .update(contactMessages)
    .set({ archivedAt })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (changed.length === 0) throw new AppError("NOT_FOUND", CONTACT_INBOX_MSG.notFound);
  return presentContactMessage(ctx.db, id);
}
