import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MSG } from "../../../../shared/messages/admin";
import type { ProfilePhotoAnswer } from "../../../../shared/schemas/photos";
import { api } from "../../../lib/api-client";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { quipKeys, userKeys } from "../../../lib/query-keys";
import { refusalText } from "../../../lib/refusal";
import { toast } from "../../../lib/toast/use-toast";
import { uploadFile } from "./upload-photo";

/** The administrator uploads the file, which then becomes QuipBot's picture. */
export async function uploadQuipBotPhoto({ file }: { file: File }) {
  const uploadURL = await uploadFile(file);
  return api.put<ProfilePhotoAnswer>("/api/admin/quipbot/profile-photo", {
    profileImageUrl: uploadURL,
  });
}

/** "Upload failed" / "Failed to upload QuipBot's photo. Please try again." (or the reason). */
export function useUploadQuipBotPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadQuipBotPhoto,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: quipKeys.all });
      toast({ title: "QuipBot's photo updated", variant: "success" });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: ADMIN_MSG.failed.uploadTitle,
        description: refusalText(error) ?? ADMIN_MSG.failed.uploadQuipBotPhoto,
        variant: "destructive",
      });
    },
  });
}
