import { Ban, Volume2, VolumeX } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { LazyConfirmDialog } from "#client/components/ui/lazy-confirm-dialog.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useBlockMember } from "#client/features/safety/api/block-member.ts";
import { useMuteMember } from "#client/features/safety/api/mute-member.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import type { UserProfile } from "#shared/schemas/users.ts";
import { ReportMemberButton } from "./report-member-dialog";

const m = SAFETY_CLIENT_MSG;

/**
 * Mute / Unmute, Block / Unblock and Report on another member's profile. Blocking asks first,
 * saying what it does; nothing here tells whether the member mutes or blocks the viewer.
 */
export function MemberSafetyActions({ profile }: { profile: UserProfile }) {
  const [isConfirmingBlock, setConfirmingBlock] = useState(false);
  const mute = useMuteMember();
  const block = useBlockMember({ onSuccess: () => setConfirmingBlock(false) });
  const member = {
    id: profile.id,
    username: profile.username,
    profileImageUrl: profile.profileImageUrl,
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={mute.isPending}
        aria-busy={mute.isPending}
        onClick={() => mute.mutate({ member, mute: !profile.isMuted })}
      >
        {mute.isPending ? (
          <Spinner className="size-4" />
        ) : profile.isMuted ? (
          <Volume2 aria-hidden="true" className="size-4" />
        ) : (
          <VolumeX aria-hidden="true" className="size-4" />
        )}
        {profile.isMuted ? m.unmute : m.muteButton}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={block.isPending}
        aria-busy={block.isPending}
        aria-haspopup={profile.isBlocked ? undefined : "dialog"}
        onClick={() =>
          profile.isBlocked ? block.mutate({ member, block: false }) : setConfirmingBlock(true)
        }
        className={profile.isBlocked ? undefined : "text-red-700 hover:text-red-800"}
      >
        {block.isPending && !isConfirmingBlock ? (
          <Spinner className="size-4" />
        ) : (
          <Ban aria-hidden="true" className="size-4" />
        )}
        {profile.isBlocked ? m.unblock : m.blockConfirm}
      </Button>
      <ReportMemberButton member={member} />
      <LazyConfirmDialog
        open={isConfirmingBlock}
        onOpenChange={setConfirmingBlock}
        title={m.blockTitle(profile.username)}
        description={SAFETY_MSG.blockExplained}
        confirmLabel={m.blockConfirm}
        isPending={block.isPending}
        onConfirm={() => block.mutate({ member, block: true })}
      />
    </>
  );
}
