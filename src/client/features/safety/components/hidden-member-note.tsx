import { Ban, Volume2 } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useBlockMember } from "#client/features/safety/api/block-member.ts";
import { useMuteMember } from "#client/features/safety/api/mute-member.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import type { UserProfile } from "#shared/schemas/users.ts";

const m = SAFETY_CLIENT_MSG;

/** The title of a profile whose member the viewer blocks or mutes (a block says more), or null. */
export function hiddenMemberTitle(profile: UserProfile): string | null {
  if (profile.isBlocked) return m.youBlocked(profile.username);
  return profile.isMuted ? m.youMuted(profile.username) : null;
}

/**
 * Where a muted or blocked member's quips would be: what the viewer chose and its undo, right
 * there. It says nothing an anonymous quip could be matched with: a profile lists only revealed
 * quips, and a mute or block never hides an anonymous one.
 */
export function HiddenMemberNote({ profile }: { profile: UserProfile }) {
  const mute = useMuteMember();
  const block = useBlockMember();
  const member = {
    id: profile.id,
    username: profile.username,
    profileImageUrl: profile.profileImageUrl,
  };
  const { isBlocked, username } = profile;
  const isPending = isBlocked ? block.isPending : mute.isPending;
  const Icon = isBlocked ? Ban : Volume2;
  return (
    <>
      <p className="mx-auto mt-1 max-w-sm text-gray-700">
        {isBlocked ? m.blockedProfileNote : m.mutedProfileNote}
      </p>
      <Button
        variant="secondary"
        className="mt-4"
        disabled={isPending}
        aria-busy={isPending}
        aria-label={isBlocked ? m.unblockMember(username) : m.unmuteMember(username)}
        onClick={() =>
          isBlocked ? block.mutate({ member, block: false }) : mute.mutate({ member, mute: false })
        }
      >
        {isPending ? (
          <Spinner className="size-4" />
        ) : (
          <Icon aria-hidden="true" className="size-4" />
        )}
        {isBlocked ? m.unblock : m.unmute}
      </Button>
    </>
  );
}
