import type { AppContext } from "#server/context.ts";

/** The console's inbox opened at one message, as a notice mail links to it. */
export function inboxLink(ctx: AppContext, messageId: string): string {
  return `${ctx.config.publicUrl}/admin?tab=messages&message=${encodeURIComponent(messageId)}`;
}
