import { ImageIcon } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { useUploadProfilePhoto } from "#client/features/users/api/upload-photo.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { PROFILE_SETTINGS_MSG } from "#shared/messages/users.profile-settings.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
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
