import type { AppContext } from "#server/context.ts";

/** The page that opens a confirmation link's token. */
export const confirmEmailLink = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

/** Where a member who did not make a change asks for a reset link. */
export const forgotPasswordLink = (ctx: AppContext) => `${ctx.config.publicUrl}/forgot-password`;
