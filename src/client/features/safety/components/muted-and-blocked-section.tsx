import { ShieldBan } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { BlocksList } from "./blocks-list";
import { MutesList } from "./mutes-list";

const m = SAFETY_CLIENT_MSG;

/** Settings' "Muted and blocked": both lists, each undone a row at a time. */
export function MutedAndBlockedSection() {
  return (
    <Card as="section" aria-labelledby="muted-blocked-title" className="p-5 sm:p-6">
      <h2 id="muted-blocked-title" className="flex items-center gap-2 font-bold text-gray-900">
        <ShieldBan aria-hidden="true" className="size-5 text-brand" />
        {m.listTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{m.listIntro}</p>
      <section aria-labelledby="muted-title" className="mt-5">
        <h3 id="muted-title" className="font-semibold text-gray-900">
          {m.mutedHeading}
        </h3>
        <p className="mt-1 text-sm text-gray-700">{SAFETY_MSG.anonymousQuipsStay}</p>
        <MutesList />
      </section>
      <section aria-labelledby="blocked-title" className="mt-6">
        <h3 id="blocked-title" className="font-semibold text-gray-900">
          {m.blockedHeading}
        </h3>
        <BlocksList />
      </section>
    </Card>
  );
}
