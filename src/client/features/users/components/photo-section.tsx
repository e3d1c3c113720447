import { ImageIcon } from "lucide-react";
import { PROFILE_SETTINGS_MSG } from "../../../../shared/messages/users.profile-settings";
import type { CurrentUser } from "../../../../shared/schemas/auth";
import { Card } from "../../../components/ui/card";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { refusalText } from "../../../lib/refusal";
import { toast } from "../../../lib/toast/use-toast";
import { useUploadProfilePhoto } from "../api/upload-photo";
import { PhotoPicker } from "./photo-picker";

const m = PROFILE_SETTINGS_MSG;

/** The member's photo: chosen, checked, uploaded and set at once. */
export function PhotoSection({ user }: { user: CurrentUser }) {
  const upload = useUploadProfilePhoto({
    mutationConfig: {
      onSuccess: () => toast({ title: m.photoUpdated, variant: "success" }),
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({
          title: m.uploadFailedTitle,
          description: refusalText(error) ?? m.uploadFailed,
          variant: "destructive",
        });
      },
    },
  });
  return (
    <Card as="section" aria-labelledby="photo-title" className="p-5 sm:p-6">
      <h2 id="photo-title" className="mb-4 flex items-center gap-2 font-bold text-gray-900">
        <ImageIcon aria-hidden="true" className="size-5 text-brand" />
        Profile photo
      </h2>
      <PhotoPicker
        user={user}
        label="Change photo"
        isUploading={upload.isPending}
        onFile={(file) => upload.mutate({ file })}
      />
    </Card>
  );
}
