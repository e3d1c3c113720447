import { Link } from "wouter";
import { CLIENT_MSG } from "../../../../shared/messages";
import { relativeTime } from "../../../../shared/rules/relative-time";
import type { ActivityItem } from "../../../../shared/schemas/activity";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { useNow } from "../../../lib/use-now";
import { activityIcon } from "../lib/activity-icons";
import { viewActivity } from "../lib/describe-activity";
import { CompetitionDetails } from "./competition-details";
import { QuipExcerpt } from "./quip-excerpt";

const linkClass = "font-semibold text-gray-900 underline-offset-2 hover:underline";

/** One notification: who did what, the quip it is about (100 characters), and when. */
export function ActivityItemCard({ item }: { item: ActivityItem }) {
  const view = viewActivity(item);
  const { icon: Icon, tone } = activityIcon(item.type);
  const when = relativeTime(item.createdAt, new Date(useNow()));
  return (
    <li className="flex gap-3 px-4 py-4 sm:px-5">
      <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full", tone)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-gray-800">
          {view.actor ? (
            <Link href={paths.profile.getHref(view.actor.id)} className={linkClass}>
              @{view.actor.username}
            </Link>
          ) : view.actor === null ? (
            <span className="font-semibold text-gray-900">
              {CLIENT_MSG.activity.someoneAnonymous}
            </span>
          ) : null}
          {view.actor === undefined ? view.action : ` ${view.action}`}
        </p>
        {view.fineLine ? <p className="mt-0.5 text-sm text-gray-600">{view.fineLine}</p> : null}
        {item.quip ? <QuipExcerpt quip={item.quip} /> : null}
        {item.type === "competition_result" ? <CompetitionDetails item={item} /> : null}
        <p className="mt-1.5 text-xs text-gray-600">
          <time dateTime={item.createdAt}>{when.endsWith("ago") ? when : `${when} ago`}</time>
        </p>
      </div>
    </li>
  );
}
