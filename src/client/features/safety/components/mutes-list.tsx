import { Button } from "#client/components/ui/button.tsx";
import { useMutes } from "#client/features/safety/api/get-safety-lists.ts";
import { useUnhideAuthor } from "#client/features/safety/api/hide-author.ts";
import { useMuteMember } from "#client/features/safety/api/mute-member.ts";
import { describeMutedEntry } from "#client/features/safety/lib/muted-entry.ts";
import { useNow } from "#client/lib/use-now.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { relativeTime } from "#shared/rules/relative-time.ts";
import type { MutedEntry } from "#shared/schemas/safety.ts";
import { SafetyList, SafetyRow } from "./safety-list";

const m = SAFETY_CLIENT_MSG;

/** The members the member mutes, and the authors of quips they hid, newest first. */
export function MutesList() {
  const mutes = useMutes();
  return (
    <SafetyList
      query={mutes}
      label={m.mutedHeading}
      empty={SAFETY_MSG.noMutes}
      renderRow={(entry) => <MutedRow key={describeMutedEntry(entry).key} entry={entry} />}
    />
  );
}

/**
 * Unmute ends a member's mute; for a hidden quip still anonymous it shows the quip again, and
 * its author will not be muted at its reveal. The row stays, its button spent, until the list
 * has been read again.
 */
function MutedRow({ entry }: { entry: MutedEntry }) {
  const { name } = describeMutedEntry(entry);
  const unmute = useMuteMember();
  const unhide = useUnhideAuthor();
  const isSpent = unmute.isPending || unmute.isSuccess || unhide.isPending || unhide.isSuccess;
  const since = relativeTime(entry.createdAt, new Date(useNow()));
  const { member, hiddenQuip } = entry;
  return (
    <SafetyRow
      member={member}
      name={name}
      since={m.mutedSince(since.endsWith("ago") ? since : `${since} ago`)}
      action={
        <Button
          variant="secondary"
          size="sm"
          disabled={isSpent}
          aria-label={`${m.unmute} ${name}`}
          onClick={() => {
            if (member) unmute.mutate({ member, mute: false });
            else if (hiddenQuip) unhide.mutate({ quipId: hiddenQuip.id });
          }}
        >
          {m.unmute}
        </Button>
      }
    />
  );
}
