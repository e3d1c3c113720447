/*
 * A quip's punchline (decision 0163): an optional second part, shown after a tap. The setup
 * (`content`) and the punchline share the posting limit, and every check that reads a quip's
 * text reads both, since anyone may read the punchline with a tap. Outside the app (an Atom
 * entry, a share image, a page's description) a quip with a punchline shows its setup and "…".
 */

import { LIMITS } from "#shared/limits.ts";

/** What a quip's text is made of; a quip without a punchline has `punchline` null. */
export type QuipText = { content: string; punchline: string | null };

/** The ellipsis that stands for a punchline wherever the tap is not on offer. */
export const HIDDEN_PUNCHLINE = "…";

/** A punchline as it is kept: trimmed, and an empty or blank one is none. */
export function keptPunchline(punchline: string | null | undefined): string | null {
  const trimmed = punchline?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/** The characters a quip spends of its limit: the setup's and the punchline's together. */
export function quipTextLength(content: string, punchline: string | null | undefined): number {
  return content.length + (punchline?.length ?? 0);
}

/** Whether a setup and its punchline fit the posting limit together. */
export function fitsQuipLimit(content: string, punchline: string | null | undefined): boolean {
  return quipTextLength(content, punchline) <= LIMITS.quipMax;
}

/**
 * The whole of a quip for what reads it all (watched words, muted words): the punchline on a
 * line of its own, so neither part runs a word into the other.
 */
export function wholeQuipText({ content, punchline }: QuipText): string {
  return punchline ? `${content}\n${punchline}` : content;
}

/** The quip as it may be read outside the app: its setup, and "…" for a punchline. */
export function setupOnly({ content, punchline }: QuipText): string {
  return punchline ? `${content}\n${HIDDEN_PUNCHLINE}` : content;
}
