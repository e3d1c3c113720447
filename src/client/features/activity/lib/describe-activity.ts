import { paths } from "#client/lib/paths.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";

export {
  type ActivityView,
  describeActivity,
  viewActivity,
} from "#shared/rules/activity-words.ts";

/** Where a notification leads: its topic (results), its quip, or the member who followed. */
export function activityHref(item: ActivityItem): string {
  const topic = item.data.topicIdentifier;
  if (item.type === "competition_result" && topic) return paths.topic.getHref(topic);
  if (item.quipId) return paths.quip.getHref(item.quipId);
  if (item.actorId) return paths.profile.getHref(item.actorId);
  return paths.activity.getHref();
}
