import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "../../../../shared/schemas/auth";
import type { UpdateProfileInput } from "../../../../shared/schemas/users.profile";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/auth/get-current-user";
import { quipKeys, userKeys } from "../../../lib/query-keys";
import type { MutationConfig } from "../../../lib/react-query";

/** The details form's values, sent as they are; empty text clears a field. */
export type ProfileDetails = {
  firstName: string;
  lastName: string;
  bio: string;
  website: string;
};

/** Either the details, or the username alone (it has its own 30-day rule). */
export const updateProfile = (input: UpdateProfileInput) =>
  api.patch<CurrentUser>("/api/users/profile", input);

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
