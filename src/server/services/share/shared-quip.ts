import type { AppContext } from "#server/context.ts";
import { revealTimeOf } from "#server/services/anonymity.ts";
import { findQuipRow, presentQuip } from "#server/services/quips/quip-rows.ts";
import { setupOnly } from "#shared/rules/punchline.ts";

/** What a share preview may show of a quip: the same as any visitor sees. */
export interface SharedQuip {
  id: string;
  /**
   * Its text, or its setup and "…": a preview offers no tap, and would give the punchline away
   * to everyone who sees the link (decision 0163).
   */
  content: string;
  /** Null while the quip is anonymous (to everyone: previews are public and cached). */
  authorUsername: string | null;
  /** When the author's name appears; null once it has. */
  revealsAt: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the quip as a visitor: previews are fetched without cookies and cached by link
 * unfurlers, so even an administrator sharing a link must not put an anonymous author in it.
 */
export async function findSharedQuip(ctx: AppContext, id: string): Promise<SharedQuip | null> {
  if (!UUID.test(id)) return null;
  const row = await findQuipRow(ctx, null, id);
  if (!row) return null;
  const quip = presentQuip(row, null, ctx.now());
  return {
    id: quip.id,
    content: setupOnly(quip),
    authorUsername: quip.author?.username ?? null,
    revealsAt: quip.isAnonymous ? revealTimeOf(row.quip.createdAt) : null,
  };
}
