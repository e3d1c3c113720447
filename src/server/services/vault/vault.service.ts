import { and, count, desc, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { users, vaultQuips } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { DraftInput } from "#shared/schemas/quips.ts";
import type { Draft } from "#shared/schemas/vault.ts";

function present(row: typeof vaultQuips.$inferSelect): Draft {
  return {
    id: row.id,
    content: row.content,
    punchline: row.punchline,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page of a member's drafts, newest first; nobody else's are ever listed. */
export async function listDrafts(
  ctx: AppContext,
  owner: SessionUser,
  page: { limit: number; offset: number },
): Promise<Draft[]> {
  const rows = await ctx.db
    .select()
    .from(vaultQuips)
    .where(eq(vaultQuips.userId, owner.id))
    .orderBy(desc(vaultQuips.createdAt), desc(vaultQuips.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(present);
}

/** Keeps a new draft, with its punchline, unless the member already keeps as many as a vault holds. */
export async function saveDraft(
  ctx: AppContext,
  owner: SessionUser,
  input: DraftInput,
): Promise<Draft> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // The member's row lock makes two saves at once count one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for("update");
    const [kept] = await tx
      .select({ n: count() })
      .from(vaultQuips)
      .where(eq(vaultQuips.userId, owner.id));
    if ((kept?.n ?? 0) >= LIMITS.vaultDraftsMax) {
      throw new AppError("CONFLICT", QUIP_MSG.vault.full);
    }
    const [row] = await tx
      .insert(vaultQuips)
      .values({
        content: input.content,
        punchline: input.punchline ?? null,
        userId: owner.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return present(row);
  });
}

/**
 * Rewrites a draft whole: it keeps the punchline given, or none. Another member's draft answers
 * exactly like a missing one.
 */
export async function updateDraft(
  ctx: AppContext,
  owner: SessionUser,
  id: string,
  input: DraftInput,
): Promise<Draft> {
  const [row] = await ctx.db
    .update(vaultQuips)
    .set({ content: input.content, punchline: input.punchline ?? null, updatedAt: ctx.now() })
    .where(and(eq(vaultQuips.id, id), eq(vaultQuips.userId, owner.id)))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", QUIP_MSG.vault.notFound);
  return present(row);
}

export async function deleteDraft(ctx: AppContext, owner: SessionUser, id: string): Promise<void> {
  const removed = await ctx.db
    .delete(vaultQuips)
    .where(and(eq(vaultQuips.id, id), eq(vaultQuips.userId, owner.id)))
    .returning({ id: vaultQuips.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", QUIP_MSG.vault.notFound);
}

export async function getDraft(ctx: AppContext, owner: SessionUser, id: string): Promise<Draft> {
  const [row] = await ctx.db
    .select()
    .from(vaultQuips)
    .where(and(eq(vaultQuips.id, id), eq(vaultQuips.userId, owner.id)));
  if (!row) throw new AppError("NOT_FOUND", QUIP_MSG.vault.notFound);
  return present(row);
}
