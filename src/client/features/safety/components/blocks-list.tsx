import { Button } from "#client/components/ui/button.tsx";
import { useBlockMember } from "#client/features/safety/api/block-member.ts";
import { useBlocks } from "#client/features/safety/api/get-safety-lists.ts";
import { useNow } from "#client/lib/use-now.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { relativeTime } from "#shared/rules/relative-time.ts";
import type { BlockedEntry } from "#shared/schemas/safety.ts";
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
