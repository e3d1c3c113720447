import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { FollowButton } from "#client/entities/user/index.ts";
import type { UserProfile } from "#shared/schemas/users.ts";
import { DeleteUserButton } from "./delete-user-button";

/**
 * On another member's profile: Follow / Unfollow (not while the viewer blocks them), Mute and
 * Block; for an administrator also Delete user, or, on QuipBot's profile, Edit (which opens
 * QuipBot's editing card). Mute and Block are the safety feature's, given by the page.
 */
export function MemberActions({
  profile,
  isAdmin,
  isEditingBot,
  onEditBot,
  safetyActions,
}: {
  profile: UserProfile;
  isAdmin: boolean;
  isEditingBot: boolean;
  onEditBot: () => void;
  safetyActions: ReactNode;
}) {
  return (
    <>
      {profile.isBlocked ? null : (
        <FollowButton member={profile} isFollowing={profile.isFollowing} size="sm" />
      )}
      {safetyActions}
      {isAdmin && profile.isBot ? (
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isEditingBot}
          aria-controls={isEditingBot ? "quipbot-edit" : undefined}
          onClick={onEditBot}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
      ) : null}
      {isAdmin && !profile.isBot ? (
        <DeleteUserButton userId={profile.id} username={profile.username} />
      ) : null}
    </>
  );
}
