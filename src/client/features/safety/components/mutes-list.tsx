import { SAFETY_MSG } from "../../../../shared/messages/safety";
import { SAFETY_CLIENT_MSG } from "../../../../shared/messages/safety.screens";
import { relativeTime } from "../../../../shared/rules/relative-time";
import type { MutedEntry } from "../../../../shared/schemas/safety";
import { Button } from "../../../components/ui/button";
import { useNow } from "../../../lib/use-now";
import { useMutes } from "../api/get-safety-lists";
import { useUnhideAuthor } from "../api/hide-author";
import { useMuteMember } from "../api/mute-member";
import { describeMutedEntry } from "../lib/muted-entry";
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
