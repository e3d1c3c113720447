import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { ADMIN_MSG } from "../../../../shared/messages/admin";
import { PROFILE_MSG } from "../../../../shared/messages/users";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { paths } from "../../../lib/paths";
import { useDeleteUser } from "../api/delete-user";

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
