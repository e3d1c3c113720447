import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, callApi } from "#client/lib/api-client.ts";
import { currentUserQueryKey } from "#client/lib/auth/get-current-user.ts";
import { quipKeys, userKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";

/**
 * Steps one and two of a photo: ask for an upload URL, then PUT the file's bytes there with
 * its content type. Answers the upload URL, which step three names.
 */
export async function uploadFile(file: File): Promise<string> {
  const { uploadURL } = await callApi("POST /api/objects/upload");
  const response = await fetch(uploadURL, {
    method: "PUT",
    body: file,
    credentials: "include",
    headers: { "Content-Type": file.type || "application/octet-stream" },
  });
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw new ApiError({ status: response.status, statusText: response.statusText, body });
  }
  return uploadURL;
}

/** The whole upload: the file, then it becomes the member's picture. Answers its path. */
export async function uploadProfilePhoto({ file }: { file: File }) {
  const uploadURL = await uploadFile(file);
  return callApi("PUT /api/profile-photo", { body: { profileImageUrl: uploadURL } });
}

/** Uploads and sets the signed-in member's photo; the member and every avatar refresh. */
export function useUploadProfilePhoto({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof uploadProfilePhoto>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: uploadProfilePhoto,
    onSuccess: (result, ...args) => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: quipKeys.all });
      return onSuccess?.(result, ...args);
    },
  });
}
