import { paths } from "#client/lib/paths.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";

export {
  type ActivityView,
  describeActivity,
  viewActivity,
} from "#shared/rules/activity-words.ts";

/** Whether a notice is about one of the member's warnings: it leads to Settings → Warnings. */
export const isWarningNotice = (item: Pick<ActivityItem, "type">) =>
  item.type === "warning" || item.type === "warning_decided";

/**
 * Where a notification leads: its topic (results), the member's warnings, its quip, or the
 * member who followed.
 */
export function activityHref(item: ActivityItem): string {
  const topic = item.data.topicIdentifier;
  if (item.type === "competition_result" && topic) return paths.topic.getHref(topic);
  if (isWarningNotice(item)) return paths.warnings.getHref();
  if (item.quipId) return paths.quip.getHref(item.quipId);
  if (item.actorId) return paths.profile.getHref(item.actorId);
  return paths.activity.getHref();
}
