import type { AppContext } from "#server/context.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { applyThresholdToAll, reportsText } from "#server/services/safety/hidden-quips.ts";
import {
  getAutoHideThreshold,
  writeAutoHideThreshold,
} from "#server/services/settings/settings.service.ts";
import { recordModeration } from "./moderation-log.service";

/**
 * A new auto-hide threshold applies at once to every quip awaiting review: those now at or over
 * it are hidden, those under it shown again, in the setting's own transaction.
 */
export async function changeAutoHideThreshold(
  ctx: AppContext,
  by: SessionUser,
  reports: number,
): Promise<{ reports: number }> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await getAutoHideThreshold(ctx, tx);
    await writeAutoHideThreshold(tx, reports, now);
    await applyThresholdToAll(tx, reports, now);
    await recordModeration(tx, now, {
      actor: by,
      action: "auto_hide_changed",
      target: { kind: "setting", label: "Auto-hide threshold" },
      detail: `${reportsText(before)} → ${reportsText(reports)}`,
    });
  });
  await ctx.sharedCache?.invalidate();
  return { reports };
}
