import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { users } from "#server/db/schema/index.ts";
import { type SecurityNotice, securityNoticeEmail } from "#server/mail/security-notice.ts";
import { queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";

/**
 * Queues the notice in the caller's transaction, with the change it reports; the caller nudges
 * the sender once it has committed.
 */
export async function queueSecurityNotice(
  ctx: AppContext,
  db: Executor,
  userId: string,
  notice: SecurityNotice,
): Promise<void> {
  const [user] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return;
  const resetLink = `${ctx.config.publicUrl}/forgot-password`;
  await queueMail(
    db,
    { to: user.email, ...securityNoticeEmail({ username: user.username, notice, resetLink }) },
    { now: ctx.now() },
  );
}
