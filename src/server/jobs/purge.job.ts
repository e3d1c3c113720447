import { and, eq, lt, or } from "drizzle-orm";
import { emailConfirmations, passwordResets, storedObjects } from "#server/db/schema/index.ts";
import { expireExports } from "#server/services/account-data/index.ts";
import { purgeEndedSessions, purgeExpiredSessions } from "#server/services/auth/index.ts";
import { purgeMailOutbox } from "#server/services/mail-outbox/index.ts";
import { purgeJobRuns } from "#server/services/system/index.ts";
import { purgeExpiredSignInSteps } from "#server/services/two-factor/index.ts";
import { purgeExpiredHolds } from "#server/services/users/index.ts";
import type { Job } from "./job";

/**
 * Expired sessions and the records of why some ended, sign-in steps, reset tokens, confirmation
 * links and abandoned uploads serve nobody, nor do sent mail and mail whose link has expired,
 * data exports past their week, usernames no longer held or job runs past their 14 days; batch
 * deletes keep the tables small. A used confirmation link stays until it would have expired, so
 * opening it again still says it was used rather than that it never existed.
 */
export const purgeJob: Job = {
  name: "purge",
  run: async (ctx) => {
    const now = ctx.now();
    const sessions = await purgeExpiredSessions(ctx);
    const ended = await purgeEndedSessions(ctx);
    const resets = await ctx.db
      .delete(passwordResets)
      .where(or(lt(passwordResets.expiresAt, now), eq(passwordResets.used, true)))
      .returning({ id: passwordResets.id });
    const confirmations = await ctx.db
      .delete(emailConfirmations)
      .where(lt(emailConfirmations.expiresAt, now))
      .returning({ id: emailConfirmations.id });
    const uploads = await ctx.db
      .delete(storedObjects)
      .where(and(eq(storedObjects.status, "pending"), lt(storedObjects.expiresAt, now)))
      .returning({ id: storedObjects.id });
    const mails = await purgeMailOutbox(ctx);
    const steps = await purgeExpiredSignInSteps(ctx);
    const exports = await expireExports(ctx);
    const holds = await purgeExpiredHolds(ctx);
    const runs = await purgeJobRuns(ctx);
    return `${sessions} sessions, ${ended} ended sessions, ${steps} sign-in steps, ${resets.length} reset tokens, ${confirmations.length} confirmation links, ${uploads.length} uploads, ${exports} exports, ${holds} username holds, ${runs} job runs, ${mails} mails`;
  },
};
