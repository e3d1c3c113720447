import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { currentUserQueryKey } from "#client/lib/auth/get-current-user.ts";
import { quipKeys, userKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { UpdateProfileInput } from "#shared/schemas/users.profile.ts";

/** The details form's values, sent as they are; empty text clears a field. */
export type ProfileDetails = {
  firstName: string;
  lastName: string;
  bio: string;
  website: string;
};

/** Either the details, or the username alone (it has its own 30-day rule). */
export const updateProfile = (input: UpdateProfileInput) =>
  callApi("PATCH /api/users/profile", { body: input });

/**
 * Saves the signed-in member's profile; the current user, the profiles and the quip lists
 * (which show usernames) refresh. Toasts and redirects are the caller's (`mutationConfig`).
 */
export function useUpdateProfile({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateProfile>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateProfile,
    onSuccess: (user, ...args) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: quipKeys.all });
      return onSuccess?.(user, ...args);
    },
  });
}
