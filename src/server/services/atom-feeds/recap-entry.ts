import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import { RECAP_MSG } from "#shared/messages/recaps.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import { PAGE_ROUTES } from "#shared/rules/page-routes.ts";
import { setupOnly } from "#shared/rules/punchline.ts";
import type { Recap } from "#shared/schemas/recaps.ts";

const EXCERPT_CHARS = 140;

export const recapPath = (week: string) => PAGE_ROUTES.recap.replace(":week?", week);

/**
 * A recap as plain text, for a feed reader: each day's topic and podium, then the top quips, a
 * punchline left behind "…" as in every feed (decision 0163).
 */
export function recapText(recap: Recap): string {
  const lines: string[] = [];
  for (const day of recap.days) {
    if (!day.topic) continue;
    lines.push(`${day.date}: “${day.topic.topic}” (${day.topic.quipCount} quips)`);
    if (day.results === "pending") lines.push("  Titles still to come.");
    for (const winner of day.winners) {
      const by = winner.quip.author ? ` by @${winner.quip.author.username}` : "";
      lines.push(`  ${winner.title}${by}: ${excerpt(setupOnly(winner.quip), EXCERPT_CHARS)}`);
    }
  }
  if (recap.topQuips.length > 0) {
    lines.push("", "Most liked revealed quips:");
    for (const quip of recap.topQuips) {
      const by = quip.author ? ` by @${quip.author.username}` : "";
      lines.push(
        `  ${excerpt(setupOnly(quip), EXCERPT_CHARS)}${by} (${QUIP_CARD_MSG.likes(quip.likesCount)})`,
      );
    }
  }
  if (recap.sleuths.length > 0) {
    lines.push("", `${RECAP_MSG.sleuths}:`);
    for (const s of recap.sleuths)
      lines.push(`  @${s.username}: ${RECAP_MSG.sleuthLine(s.right, s.scored)}`);
  }
  if (recap.ghosts.length > 0) {
    lines.push("", `${RECAP_MSG.ghosts}:`);
    for (const g of recap.ghosts)
      lines.push(`  @${g.username}: ${RECAP_MSG.ghostLine(g.guessTotal)}`);
  }
  return lines.length > 0 ? lines.join("\n") : "A quiet week: no topic and no revealed quip.";
}
