import { desc, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { staffNotes, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { StaffNote, StaffNoteInput } from "#shared/schemas/moderation.ts";
import { refuseOwn } from "./own-content";

async function existingMember(db: Executor, memberId: string, lock: boolean): Promise<void> {
  const query = db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  const [member] = lock ? await query.for("key share") : await query;
  if (!member) throw new AppError("NOT_FOUND", ADMIN_MSG.userNotFound);
}

/**
 * What staff have written about a member, newest first. Read by moderators and administrators
 * only, never by the member: a moderator is refused their own.
 */
export async function listStaffNotes(
  ctx: AppContext,
  reader: SessionUser,
  memberId: string,
): Promise<StaffNote[]> {
  refuseOwn(reader, memberId);
  await existingMember(ctx.db, memberId, false);
  const rows = await ctx.db
    .select()
    .from(staffNotes)
    .where(eq(staffNotes.memberId, memberId))
    .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id))
    .limit(LIMITS.staffNotesShown);
  return rows.map(present);
}

/** A moderator or administrator writes a note on a member, kept with their name as it is now. */
export async function addStaffNote(
  ctx: AppContext,
  author: SessionUser,
  memberId: string,
  input: StaffNoteInput,
): Promise<StaffNote> {
  refuseOwn(author, memberId);
  return ctx.db.transaction(async (tx) => {
    await existingMember(tx, memberId, true);
    const [row] = await tx
      .insert(staffNotes)
      .values({
        memberId,
        authorId: author.id,
        authorUsername: author.username,
        content: input.content,
        createdAt: ctx.now(),
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return present(row);
  });
}

function present(row: typeof staffNotes.$inferSelect): StaffNote {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, username: row.authorUsername },
  };
}
