import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

/** Delay between saving a new change time and reloading the page (spec 02 §4). */
export const TIMING_RELOAD_DELAY_MS = 1000;

/** `time` is "HH:MM" in Eastern time. */
export const updateTopicTiming = (time: string) =>
  callApi("PUT /api/admin/topic-timing", { body: { time } });

/** Saves the daily change time, then clears every cache and reloads after a second. */
export function useUpdateTopicTiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTopicTiming,
    onSuccess: ({ message }) => {
      toast({ title: message, variant: "success" });
      queryClient.clear();
      setTimeout(() => window.location.reload(), TIMING_RELOAD_DELAY_MS);
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.failed.setTopicTiming),
  });
}
