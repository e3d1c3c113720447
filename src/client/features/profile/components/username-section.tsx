import { AtSign } from "lucide-react";
import { type FormEvent, useState } from "react";
import { LIMITS } from "../../../../shared/limits";
import { CLIENT_MSG } from "../../../../shared/messages";
import { usernameSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { handleUnauthorized } from "../../auth/utils/handle-unauthorized";
import { useUpdateProfile } from "../../users/api/update-profile";
import { usernameError } from "../../users/api/username-error";

/** The username, shown, or edited on request (once every 30 days, the server decides). */
export function UsernameSection({ username }: { username: string }) {
  const [isEditing, setEditing] = useState(false);
  const [value, setValue] = useState(username);
  const [error, setError] = useState<string>();
  const save = useUpdateProfile({
    mutationConfig: {
      onSuccess: () => {
        setEditing(false);
        toast({ title: CLIENT_MSG.settings.usernameUpdated, variant: "success" });
      },
      onError: (failure) => {
        if (handleUnauthorized(failure, "login")) return;
        const message = usernameError(failure);
        setError(message.description);
        toast({ ...message, variant: "destructive" });
      },
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = usernameSchema.safeParse(value);
    if (!result.success) return setError(result.error.issues[0]?.message);
    setError(undefined);
    save.mutate({ username: result.data });
  }

  function startEditing() {
    setValue(username);
    setError(undefined);
    setEditing(true);
  }

  return (
    <Card as="section" aria-labelledby="username-title" className="p-5 sm:p-6">
      <h2 id="username-title" className="flex items-center gap-2 font-bold text-gray-900">
        <AtSign aria-hidden="true" className="size-5 text-brand" />
        Username
      </h2>
      {isEditing ? (
        <form noValidate onSubmit={onSubmit} className="mt-3">
          <TextField
            id="settings-username"
            label="New username"
            autoComplete="username"
            maxLength={LIMITS.usernameMax}
            value={value}
            error={error}
            hint={`Letters and numbers only. You can change it once every ${LIMITS.usernameChangeDays} days.`}
            onChange={(event) => setValue(event.target.value)}
            autoFocus
          />
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner className="size-4" /> : null}
              Save username
            </Button>
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
