import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys, topicKeys, userKeys } from "#client/lib/query-keys.ts";
import { removeQuipFromCaches } from "#client/lib/quip-cache.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { WATCHED_WORDS_MSG } from "#shared/messages/watched-words.ts";
import type { ModerationQueue, QueueItem, QueueKind } from "#shared/schemas/moderation.ts";
import { adminKeys } from "./admin-keys";

const m = ADMIN_MSG.moderation;

/** One item of the queue, as its actions name it: an appeal by its warning's id. */
export type QueueTarget = { kind: QueueKind; id: string };

/** The items that wait because of their reports, which can be dismissed. */
export type ReportedTarget = { kind: Exclude<QueueKind, "appeal" | "held">; id: string };

export function queueItemId(item: QueueItem): string {
  switch (item.kind) {
    case "quip":
      return item.quip.id;
    case "comment":
      return item.comment.id;
    case "member":
      return item.member.id;
    case "appeal":
      return item.warning.id;
    case "held":
      return item.held.id;
  }
}

/**
 * The item leaves every loaded page of the queue at once, before the refetch that confirms it:
 * its reports are gone, so waiting for the server would only leave a dead card to press again.
 */
export function dropFromQueue(queryClient: QueryClient, { kind, id }: QueueTarget) {
  queryClient.setQueriesData<ModerationQueue>({ queryKey: adminKeys.queue() }, (page) => {
    if (!page) return page;
    const items = page.items.filter((item) => !(item.kind === kind && queueItemId(item) === id));
    if (items.length === page.items.length) return page;
    return {
      ...page,
      items,
      totalCount: page.totalCount - 1,
      counts: { ...page.counts, [kind]: Math.max(0, page.counts[kind] - 1) },
    };
  });
}

/** Once the server has acted: the queue, the log and the Flags tab are read again. */
export function refreshQueue(
  queryClient: QueryClient,
  extra: ReadonlyArray<readonly unknown[]> = [],
) {
  for (const queryKey of [adminKeys.queue(), adminKeys.log(), adminKeys.flags(), ...extra]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

const DISMISS_ROUTE = {
  quip: "DELETE /api/moderation/quips/:id/reports",
  comment: "DELETE /api/moderation/comments/:id/reports",
  member: "DELETE /api/moderation/users/:id/reports",
} as const;

/** Dismisses every pending report of one item; a quip the reports had hidden shows again. */
export const dismissReports = ({ kind, id }: ReportedTarget) =>
  callApi(DISMISS_ROUTE[kind], { params: { id } });

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: (_result, target) => {
      dropFromQueue(queryClient, target);
      toast({ title: m.done.reportsDismissed, variant: "success" });
      refreshQueue(queryClient, target.kind === "quip" ? [quipKeys.all] : []);
    },
    onError: (error) => toastAdminFailure(error, m.failed.dismiss),
  });
}

/** Hides a quip from members and holds it hidden, or shows it again. Answers 204. */
export const setQuipHidden = ({ id, hide }: { id: string; hide: boolean }) =>
  callApi(hide ? "POST /api/moderation/quips/:id/hide" : "POST /api/moderation/quips/:id/show", {
    params: { id },
  });

export function useSetQuipHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuipHidden,
    onSuccess: (_result, { hide }) => {
      toast({ title: hide ? m.done.quipHidden : m.done.quipShown, variant: "success" });
      refreshQueue(queryClient, [quipKeys.all]);
    },
    onError: (error, { hide }) => toastAdminFailure(error, hide ? m.failed.hide : m.failed.show),
  });
}

/**
 * Removes a reported quip or comment the one way content is removed, by the calls its author
 * uses (decision 0152): the server admits moderators and administrators and logs it.
 */
export const removeReported = ({ kind, id }: ReportedTarget) =>
  kind === "comment"
    ? callApi("DELETE /api/comments/:id", { params: { id } })
    : callApi("DELETE /api/quips/:id", { params: { id } });

export function useRemoveReported() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReported,
    onSuccess: (_result, target) => {
      dropFromQueue(queryClient, target);
      if (target.kind === "quip") removeQuipFromCaches(queryClient, target.id);
      toast({
        title: target.kind === "quip" ? m.done.quipRemoved : m.done.commentRemoved,
        variant: "success",
      });
      refreshQueue(queryClient, [quipKeys.all, userKeys.all, topicKeys.counts()]);
    },
    onError: (error, { kind }) =>
      toastAdminFailure(
        error,
        kind === "quip" ? ADMIN_MSG.failed.deleteQuip : ADMIN_MSG.failed.removeComment,
      ),
  });
}

/**
 * Approves a held post (it is published now, its 48 hours starting now) or declines it
 * (decision 0159). Answers 204.
 */
export const decideHeldPost = ({ id, approve }: { id: string; approve: boolean }) =>
  callApi(
    approve
      ? "POST /api/moderation/held-posts/:id/approve"
      : "POST /api/moderation/held-posts/:id/decline",
    { params: { id } },
  );

export function useDecideHeldPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHeldPost,
    onSuccess: (_result, { id, approve }) => {
      dropFromQueue(queryClient, { kind: "held", id });
      toast({
        title: approve ? WATCHED_WORDS_MSG.approved : WATCHED_WORDS_MSG.declined,
        variant: "success",
      });
      refreshQueue(queryClient, approve ? [quipKeys.all, userKeys.all] : []);
    },
    onError: (error, { approve }) =>
      toastAdminFailure(
        error,
        approve ? WATCHED_WORDS_MSG.approveFailed : WATCHED_WORDS_MSG.declineFailed,
      ),
  });
}
