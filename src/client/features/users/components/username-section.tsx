import { AtSign } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useUpdateProfile } from "#client/features/users/api/update-profile.ts";
import { usernameError } from "#client/features/users/api/username-error.ts";
import { isUnauthorizedError } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { LIMITS } from "#shared/limits.ts";
import { PROFILE_SETTINGS_MSG } from "#shared/messages/users.profile-settings.ts";
import { usernameSchema } from "#shared/schemas/auth.ts";

const UsernameInput = z.object({ username: usernameSchema });

/**
 * The username, shown, or edited on request (once every 30 days, the server decides). A refusal
 * shows under the field as well as in a toast.
 */
export function UsernameSection({ username }: { username: string }) {
  const [isEditing, setEditing] = useState(false);
  const form = useForm({
    initialValues: { username },
    validate: bySchema(UsernameInput),
    idPrefix: "settings",
    afterSubmit: "keep",
    describeFailure: (failure) =>
      isUnauthorizedError(failure)
        ? null
        : { field: "username", message: usernameError(failure).description },
  });
  const save = useUpdateProfile({
    mutationConfig: {
      onSuccess: () => {
        setEditing(false);
        toast({ title: PROFILE_SETTINGS_MSG.usernameUpdated, variant: "success" });
      },
      onError: (failure) => {
        if (handleUnauthorized(failure)) return;
        toast({ ...usernameError(failure), variant: "destructive" });
      },
    },
  });

  function startEditing() {
    form.reset({ username });
    setEditing(true);
  }

  return (
    <Card as="section" aria-labelledby="username-title" className="p-5 sm:p-6">
      <h2 id="username-title" className="flex items-center gap-2 font-bold text-gray-900">
        <AtSign aria-hidden="true" className="size-5 text-brand" />
        Username
      </h2>
      {isEditing ? (
        <form
          noValidate
          onSubmit={form.handleSubmit((input) => save.mutateAsync(input))}
          className="mt-3"
        >
          <TextField
            {...form.field("username")}
            label="New username"
            autoComplete="username"
            maxLength={LIMITS.usernameMax}
            hint={`Letters and numbers only. You can change it once every ${LIMITS.usernameChangeDays} days.`}
            autoFocus
          />
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button
              variant="secondary"
              onClick={() => setEditing(false)}
              disabled={form.isSubmitting}
            >
              Cancel
            </Button>
            <SubmitButton busy={form.isSubmitting}>Save username</SubmitButton>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-semibold text-gray-900">@{username}</p>
          <Button variant="secondary" size="sm" onClick={startEditing}>
            Change username
          </Button>
        </div>
      )}
    </Card>
  );
}
