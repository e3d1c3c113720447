import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import { adminKeys } from "./admin-keys";

/** The two queues the tab lists: the mail outbox and the push queue. */
export type QueueKind = "mail" | "push";

const PART = { mail: "mail", push: "pushes" } as const;

export const getSystemMail = () => callApi("GET /api/admin/system/mail");
export const getSystemPushes = () => callApi("GET /api/admin/system/pushes");

export function useSystemMail() {
  return useQuery({ queryKey: adminKeys.systemPart("mail"), queryFn: getSystemMail });
}

export function useSystemPushes() {
  return useQuery({ queryKey: adminKeys.systemPart("pushes"), queryFn: getSystemPushes });
}

export type QueuedInput = { kind: QueueKind; id: string };

export const retryQueued = ({ kind, id }: QueuedInput) =>
  kind === "mail"
    ? callApi("POST /api/admin/system/mail/:id/retry", { params: { id } })
    : callApi("POST /api/admin/system/pushes/:id/retry", { params: { id } });

export const discardQueued = ({ kind, id }: QueuedInput) =>
  kind === "mail"
    ? callApi("POST /api/admin/system/mail/:id/discard", { params: { id } })
    : callApi("POST /api/admin/system/pushes/:id/discard", { params: { id } });

/**
 * Retry or discard, toasted, then the queue and the log read again. A refusal (gone, sent
 * meanwhile) is the server's sentence in the toast, and the queue is read again all the same:
 * the item the refusal concerns has changed since the list was read.
 */
function useQueuedChange(
  change: (input: QueuedInput) => Promise<unknown>,
  done: Record<QueueKind, string>,
  failed: Record<QueueKind, string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_answer, { kind }) => toast({ title: done[kind], variant: "success" }),
    onError: (error, { kind }) => toastAdminFailure(error, failed[kind]),
    onSettled: (_answer, _error, { kind }) => {
      for (const queryKey of [adminKeys.systemPart(PART[kind]), adminKeys.log()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export function useRetryQueued() {
  return useQueuedChange(retryQueued, SYSTEM_MSG.retried, SYSTEM_MSG.failed.retry);
}

export function useDiscardQueued() {
  return useQueuedChange(discardQueued, SYSTEM_MSG.discarded, SYSTEM_MSG.failed.discard);
}
