import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { NotificationPreferencesInput } from "#shared/schemas/notifications.ts";

export const notificationKeys = {
  preferences: () => ["notifications", "preferences"] as const,
};

export const getPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: () => callApi("GET /api/notifications/preferences"),
  });

export function useNotificationPreferences() {
  return useQuery(getPreferencesQueryOptions());
}

/** The answer is what the server kept: it becomes the cached settings. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesInput) =>
      callApi("PUT /api/notifications/preferences", { body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
