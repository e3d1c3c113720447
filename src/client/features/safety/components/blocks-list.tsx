import { SAFETY_MSG } from "../../../../shared/messages/safety";
import { SAFETY_CLIENT_MSG } from "../../../../shared/messages/safety.screens";
import { relativeTime } from "../../../../shared/rules/relative-time";
import type { BlockedEntry } from "../../../../shared/schemas/safety";
import { Button } from "../../../components/ui/button";
import { useNow } from "../../../lib/use-now";
import { useBlockMember } from "../api/block-member";
import { useBlocks } from "../api/get-safety-lists";
import { SafetyList, SafetyRow } from "./safety-list";

const m = SAFETY_CLIENT_MSG;

/** The members the member blocks, newest first, each with Unblock. */
export function BlocksList() {
  const blocks = useBlocks();
  return (
    <SafetyList
      query={blocks}
      label={m.blockedHeading}
      empty={SAFETY_MSG.noBlocks}
      renderRow={(entry) => <BlockedRow key={entry.member.id} entry={entry} />}
    />
  );
}

function BlockedRow({ entry }: { entry: BlockedEntry }) {
  const unblock = useBlockMember();
  const name = `@${entry.member.username}`;
  const since = relativeTime(entry.createdAt, new Date(useNow()));
  return (
    <SafetyRow
      member={entry.member}
      name={name}
      since={m.blockedSince(since.endsWith("ago") ? since : `${since} ago`)}
      action={
        <Button
          variant="secondary"
          size="sm"
          disabled={unblock.isPending || unblock.isSuccess}
          aria-label={`${m.unblock} ${name}`}
          onClick={() => unblock.mutate({ member: entry.member, block: false })}
        >
          {m.unblock}
        </Button>
      }
    />
  );
}
