import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { useDeleteUser } from "#client/features/users/api/delete-user.ts";
import { paths } from "#client/lib/paths.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { PROFILE_MSG } from "#shared/messages/users.ts";

/** An administrator deletes this member after confirming, then goes back to the feed. */
export function DeleteUserButton({ userId, username }: { userId: string; username: string }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteUser({
    mutationConfig: {
      onSuccess: () => {
        setOpen(false);
        navigate(paths.home.getHref(), { replace: true });
      },
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={PROFILE_MSG.deleteUserTitle}
      description={ADMIN_MSG.deleteUserConfirm(username)}
      confirmLabel="Delete"
      isPending={remove.isPending}
      onConfirm={() => remove.mutate({ id: userId })}
      trigger={
        <Button variant="destructive" size="sm">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete user
        </Button>
      }
    />
  );
}
