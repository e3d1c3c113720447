import { asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { blockedEmailDomains } from "#server/db/schema/index.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { recordModeration } from "#server/services/moderation/moderation-log.service.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import type { BlockedDomain, BlockedDomainInput } from "#shared/schemas/sign-up.ts";

const m = SIGN_UP_MSG;

/** The address's domain and every domain above it: "a.mail.example.com" → …, "example.com", "com". */
function domainsOf(email: string): string[] {
  const host = email
    .slice(email.lastIndexOf("@") + 1)
    .toLowerCase()
    .replace(/\.$/, "");
  const labels = host.split(".");
  return labels.map((_, i) => labels.slice(i).join("."));
}

/**
 * Refuses an address on a blocked domain, or under one. Sign-up and an email change call it
 * before anything looks up whether the address or the name is taken, so the refusal is the same
 * for an address with an account and one without (decision 0155).
 */
export async function assertEmailDomainAllowed(db: Executor, email: string): Promise<void> {
  const [blocked] = await db
    .select({ domain: blockedEmailDomains.domain })
    .from(blockedEmailDomains)
    .where(inArray(blockedEmailDomains.domain, domainsOf(email)))
    .limit(1);
  if (blocked) throw new AppError("BAD_REQUEST", m.domainBlocked);
}

export async function listBlockedDomains(ctx: AppContext): Promise<BlockedDomain[]> {
  const rows = await ctx.db
    .select()
    .from(blockedEmailDomains)
    .orderBy(asc(blockedEmailDomains.domain));
  return rows.map(present);
}

/** Blocks a domain (the schema has lowercased and checked it), logged with the change. */
export async function blockDomain(
  ctx: AppContext,
  actor: SessionUser,
  input: BlockedDomainInput,
): Promise<BlockedDomain> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blockedEmailDomains)
        .values({ domain: input.domain, createdAt: now })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await recordModeration(tx, now, {
        actor,
        action: "email_domain_blocked",
        target: { kind: "domain", id: row.domain, label: row.domain },
      });
      return present(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", m.domainAlreadyBlocked);
    throw error;
  }
}

export async function unblockDomain(
  ctx: AppContext,
  actor: SessionUser,
  domain: string,
): Promise<void> {
  const now = ctx.now();
  const key = domain.trim().toLowerCase();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(blockedEmailDomains)
      .where(eq(blockedEmailDomains.domain, key))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", m.domainNotFound);
    await recordModeration(tx, now, {
      actor,
      action: "email_domain_unblocked",
      target: { kind: "domain", id: row.domain, label: row.domain },
    });
  });
}

function present(row: typeof blockedEmailDomains.$inferSelect): BlockedDomain {
  return { domain: row.domain, createdAt: row.createdAt.toISOString() };
}
