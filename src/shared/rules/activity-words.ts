import { NOTICE_MSG } from "#shared/messages/activity-notices.ts";
import { GUESS_MSG } from "#shared/messages/guesses.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";
import type { Person } from "#shared/schemas/users.ts";

/*
 * A notification in words, the same on the Activity page and in a push (decision 0156): what
 * a push says of a notice is what its recipient's Activity says of it.
 */

const m = NOTICE_MSG;

function withLikes(count: number | undefined): string {
  if (count === undefined) return "";
  return ` with ${count} ${count === 1 ? "like" : "likes"}`;
}

/**
 * A notification in words. `actor` is who did it (null: "Someone anonymous"; undefined: the
 * sentence names nobody) and `action` follows their name; `fineLine` is the small print.
 */
export type ActivityView = {
  actor: Person | null | undefined;
  action: string;
  fineLine?: string;
};

/** What happened, from the point of view of the member reading it. */
export function viewActivity(item: ActivityItem): ActivityView {
  const likes = withLikes(item.data.likesCount);
  switch (item.type) {
    case "like":
      return { actor: item.actor, action: "liked your quip" };
    case "self_like":
      return { actor: undefined, action: m.selfLike };
    case "comment":
      return {
        actor: item.actor,
        action: item.quip?.isOwn ? "commented on your quip" : "replied to your comment",
      };
    case "follow":
      return { actor: item.actor, action: "started following you" };
    case "mention":
      return {
        actor: item.actor,
        action: item.commentId ? "mentioned you in a comment" : "mentioned you in a quip",
      };
    case "quip_48_hours":
      return {
        actor: undefined,
        action: `Your quip reached 48 hours${likes}`,
        fineLine: "Your name now shows on it.",
      };
    case "liked_quip_48_hours": {
      const author = item.quip?.author;
      const view: ActivityView = {
        actor: undefined,
        action: `A quip you liked reached 48 hours${likes}`,
      };
      if (author) view.fineLine = `Its author is revealed: @${author.username}`;
      return view;
    }
    case "quipbot_like":
      return {
        actor: undefined,
        action: `A QuipBot quip you liked reached 48 hours${likes}`,
        fineLine: m.quipBotFineLine,
      };
    case "competition_result": {
      const { title } = item.data;
      return {
        actor: undefined,
        action: title ? `Your quip earned ${title}` : "Your topic competition results are in",
      };
    }
    case "guess_right": {
      const author = item.quip?.author;
      const view: ActivityView = { actor: undefined, action: GUESS_MSG.noticeRight };
      if (author) view.fineLine = GUESS_MSG.noticeFineLine(author.username);
      return view;
    }
    case "warning":
      return { actor: undefined, action: m.warning, fineLine: m.warningFineLine };
    case "warning_decided":
      return {
        actor: undefined,
        action: item.data.outcome === "overturned" ? m.appealOverturned : m.appealUpheld,
      };
    case "report_reviewed":
      return { actor: undefined, action: m.reportReviewed };
    default:
      return { actor: undefined, action: "New activity" };
  }
}

/** One plain sentence, e.g. "@sam liked your quip" or "Someone anonymous liked your quip". */
export function describeActivity(item: ActivityItem): string {
  const { actor, action } = viewActivity(item);
  if (actor === undefined) return action;
  return `${actor ? `@${actor.username}` : m.someoneAnonymous} ${action}`;
}
