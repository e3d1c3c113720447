import { Ban, Gavel, ShieldAlert, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { useDeleteUser } from "#client/features/admin/api/delete-user.ts";
import { useLiftSuspension } from "#client/features/admin/api/lift-suspension.ts";
import { useChangeModerator } from "#client/features/admin/api/moderators.ts";
import { RoleBadge } from "#client/features/admin/components/role-badge.tsx";
import { formatEasternDate } from "#client/features/admin/lib/eastern-time.ts";
import { paths } from "#client/lib/paths.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { AdminUser } from "#shared/schemas/admin.ts";
import { SelfButton } from "./self-button";
import { SuspendDialog } from "./suspend-dialog";
import { SuspensionNote } from "./suspension-note";
import { WarnDialog } from "./warn-dialog";

const rowAction = "text-red-700 hover:bg-red-50 hover:text-red-800";

/**
 * A member: name, email, joined, quips, roles, a suspension while it lasts, and what an
 * administrator may do: make a moderator or take the role back (never an administrator, who
 * moderates already, nor QuipBot), warn, suspend or lift (never an administrator or a
 * moderator, whose role is revoked first, nor QuipBot) and delete (never oneself, never QuipBot).
 * `isModerator` is null until the moderators' list has come.
 */
export function UserRow({
  user,
  isSelf,
  isModerator,
}: {
  user: AdminUser;
  isSelf: boolean;
  isModerator: boolean | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const [warning, setWarning] = useState(false);
  const remove = useDeleteUser();
  const lift = useLiftSuspension();
  const moderator = useChangeModerator();
  const quips = `${user.quipsCount} ${user.quipsCount === 1 ? "quip" : "quips"}`;
  const mayModerate = !isSelf && !user.isBot && !user.isAdmin && isModerator !== null;
  const mayBeDisciplined = !isSelf && !user.isBot && !user.isAdmin && isModerator === false;

  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5">
      <UserAvatar user={user} size="card" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            href={paths.profile.getHref(user.id)}
            className="font-bold break-all text-gray-900 hover:underline"
          >
            {user.username}
          </Link>
          {user.isAdmin ? <RoleBadge kind="admin" /> : null}
          {isModerator ? <RoleBadge kind="moderator" /> : null}
          {user.isBot ? <RoleBadge kind="bot" /> : null}
        </p>
        <p className="truncate text-sm text-gray-700">{user.email}</p>
        <p className="text-xs text-gray-600 tabular-nums">
          Joined {formatEasternDate(user.createdAt)} · {quips}
        </p>
        {user.suspension ? <SuspensionNote suspension={user.suspension} /> : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
        {mayModerate ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={moderator.isPending}
            aria-busy={moderator.isPending}
            onClick={() =>
              moderator.mutate({ id: user.id, username: user.username, grant: !isModerator })
            }
            aria-label={
              isModerator
                ? `Remove moderator role from ${user.username}`
                : `Make ${user.username} a moderator`
            }
          >
            <Gavel aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">
              {isModerator ? "Remove moderator" : "Make moderator"}
            </span>
          </Button>
        ) : null}
        {mayBeDisciplined ? (
          <Button
            variant="ghost"
            size="sm"
            className={rowAction}
            aria-haspopup="dialog"
            onClick={() => setWarning(true)}
            aria-label={`Warn ${user.username}`}
          >
            <ShieldAlert aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Warn</span>
          </Button>
        ) : null}
        {!mayBeDisciplined ? null : user.suspension ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={lift.isPending}
            onClick={() => lift.mutate({ id: user.id, username: user.username })}
            aria-label={`Lift suspension of ${user.username}`}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Lift</span>
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className={rowAction}
            onClick={() => setSuspending(true)}
            aria-label={`Suspend ${user.username}`}
          >
            <Ban aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Suspend</span>
          </Button>
        )}
        {isSelf ? (
          <SelfButton action="delete" />
        ) : user.isBot ? null : (
          <Button
            variant="ghost"
            size="sm"
            className={rowAction}
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${user.username}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Delete</span>
          </Button>
        )}
      </div>
      <SuspendDialog member={user} open={suspending} onOpenChange={setSuspending} />
      <WarnDialog member={user} open={warning} onOpenChange={setWarning} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete user"
        description={ADMIN_MSG.deleteUserConfirm(user.username)}
        confirmLabel="Delete User"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(user.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}
