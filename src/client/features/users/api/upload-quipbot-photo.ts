import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { quipKeys, userKeys } from "#client/lib/query-keys.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { uploadFile } from "./upload-photo";

/** The administrator uploads the file, which then becomes QuipBot's picture. */
export async function uploadQuipBotPhoto({ file }: { file: File }) {
  const uploadURL = await uploadFile(file);
  return callApi("PUT /api/admin/quipbot/profile-photo", {
    body: {
      profileImageUrl: uploadURL,
    },
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
