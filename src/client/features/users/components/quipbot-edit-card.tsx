import { Bot, Save } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useUpdateQuipBot } from "#client/features/users/api/update-quipbot.ts";
import { useUploadQuipBotPhoto } from "#client/features/users/api/upload-quipbot-photo.ts";
import { useDetailsForm } from "#client/features/users/hooks/use-details-form.ts";
import { detailsFrom } from "#client/features/users/lib/details-schema.ts";
import { PROFILE_MSG } from "#shared/messages/users.ts";
import type { UserProfile } from "#shared/schemas/users.ts";
import { DetailsFields } from "./details-fields";
import { PhotoPicker } from "./photo-picker";

/** An administrator edits QuipBot: its photo, names, bio and website, with what QuipBot does. */
export function QuipBotEditCard({
  profile,
  onClose,
}: {
  profile: UserProfile;
  onClose: () => void;
}) {
  const form = useDetailsForm(detailsFrom(profile), "quipbot");
  const save = useUpdateQuipBot({ mutationConfig: { onSuccess: onClose } });
  const photo = useUploadQuipBotPhoto();

  return (
    <Card
      as="section"
      id="quipbot-edit"
      aria-labelledby="quipbot-edit-title"
      className="p-5 sm:p-6"
    >
      <h2
        id="quipbot-edit-title"
        className="flex items-center gap-2 text-lg font-bold text-gray-900"
      >
        <Bot aria-hidden="true" className="size-5 text-brand" />
        Edit QuipBot
      </h2>
      <ul className="mt-3 list-disc space-y-1 rounded-xl bg-brand-soft py-3 pr-4 pl-8 text-sm text-gray-800">
        {PROFILE_MSG.quipBotNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <div className="mt-5">
        <PhotoPicker
          user={profile}
          label="Upload photo"
          isUploading={photo.isPending}
          onFile={(file) => photo.mutate({ file })}
        />
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit((details) => save.mutateAsync(details))}
        className="mt-5"
      >
        <DetailsFields form={form} />
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? (
              <Spinner className="size-4" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
