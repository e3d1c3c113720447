import { AtSign } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { LIMITS } from "../../../../shared/limits";
import { PROFILE_SETTINGS_MSG } from "../../../../shared/messages/users.profile-settings";
import { usernameSchema } from "../../../../shared/schemas/auth";
import { TextField } from "../../../components/form/text-field";
import { useForm } from "../../../components/form/use-form";
import { bySchema } from "../../../components/form/validation";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { SubmitButton } from "../../../components/ui/submit-button";
import { isUnauthorizedError } from "../../../lib/api-client";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { toast } from "../../../lib/toast/use-toast";
import { useUpdateProfile } from "../api/update-profile";
import { usernameError } from "../api/username-error";

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
