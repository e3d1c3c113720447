import { and, eq, lt, or } from "drizzle-orm";
import { passwordResets, storedObjects } from "../db/schema";
import { purgeMailOutbox } from "../services/mail-outbox.service";
import { purgeExpiredSessions } from "../services/sessions.service";
import { purgeExpiredSignInSteps } from "../services/two-factor/pending-sign-in";
import type { Job } from "./job";

/**
 * Expired sessions, reset tokens, sign-in steps and abandoned uploads serve nobody, nor do sent
 * mail and mail whose reset link has expired; batch deletes keep the tables small.
 */
export const purgeJob: Job = {
  name: "purge",
  run: async (ctx) => {
    const now = ctx.now();
    const sessions = await purgeExpiredSessions(ctx);
    const resets = await ctx.db
      .delete(passwordResets)
      .where(or(lt(passwordResets.expiresAt, now), eq(passwordResets.used, true)))
      .returning({ id: passwordResets.id });
    const uploads = await ctx.db
      .delete(storedObjects)
      .where(and(eq(storedObjects.status, "pending"), lt(storedObjects.expiresAt, now)))
      .returning({ id: storedObjects.id });
    const mails = await purgeMailOutbox(ctx);
    const steps = await purgeExpiredSignInSteps(ctx);
    return `${sessions} sessions, ${steps} sign-in steps, ${resets.length} reset tokens, ${uploads.length} uploads, ${mails} mails`;
  },
};
