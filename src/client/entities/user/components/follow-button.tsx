import { UserCheck, UserPlus } from "lucide-react";
import { Button, type ButtonSize } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useToggleFollow } from "#client/entities/user/api/follow-user.ts";
import { useAwaitingApproval } from "#client/lib/auth/use-awaiting-approval.ts";
import { useMemberGuard } from "#client/lib/auth/use-member-guard.ts";
import { PROFILE_MSG } from "#shared/messages/users.ts";
import { displayName } from "#shared/rules/avatar-initials.ts";
import type { FollowState } from "#shared/schemas/users.ts";

type Member = { id: string; username: string; firstName?: string | null; lastName?: string | null };

/**
 * Follow / Unfollow, one call that toggles; "Loading..." while it is on its way. `named` puts
 * the member's name in the accessible name (for lists of several buttons).
 */
export function FollowButton({
  member,
  isFollowing,
  size = "md",
  named = false,
  onFollowChange,
}: {
  member: Member;
  isFollowing: boolean;
  size?: ButtonSize;
  named?: boolean;
  /** For a list that holds its own copy of the follow state. */
  onFollowChange?: (state: FollowState) => void;
}) {
  const mayAct = useMemberGuard();
  const isWaiting = useAwaitingApproval();
  const follow = useToggleFollow();
  const name = displayName(member);
  const label = isFollowing ? "Unfollow" : "Follow";
  const Icon = isFollowing ? UserCheck : UserPlus;
  return (
    <Button
      variant={isFollowing ? "secondary" : "primary"}
      size={size}
      disabled={follow.isPending || isWaiting}
      aria-busy={follow.isPending}
      aria-label={named && !follow.isPending ? `${label} ${name}` : undefined}
      onClick={() => {
        if (!mayAct({ kind: "follow", userId: member.id, username: member.username })) return;
        follow.mutate(
          { id: member.id, name, username: member.username },
          { onSuccess: onFollowChange },
        );
      }}
    >
      {follow.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <Icon aria-hidden="true" className="size-4" />
      )}
      {follow.isPending ? PROFILE_MSG.pending : label}
    </Button>
  );
}
