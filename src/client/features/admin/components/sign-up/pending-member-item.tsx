import { Check, X } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { useDecidePendingMember } from "#client/features/admin/api/pending-members.ts";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import type { PendingMember } from "#shared/schemas/sign-up.ts";

/** One waiting member: who, since when, from which email domain, what they said; the two decisions. */
export function PendingMemberItem({ member }: { member: PendingMember }) {
  const decide = useDecidePendingMember();
  const [declining, setDeclining] = useState(false);
  const { username, id } = member;
  return (
    <li>
      <Card as="article" aria-labelledby={`pending-${id}`} className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={`pending-${id}`} className="font-bold break-all text-gray-900">
              @{username}
            </h3>
            <p className="text-sm text-gray-700">
              Signed up {formatEasternDateTime(member.createdAt)} · email at{" "}
              <span className="font-semibold break-all">{member.emailDomain}</span>
              {member.emailConfirmed ? " (confirmed)" : " (not yet confirmed)"}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={decide.isPending}
              aria-label={`Approve ${username}`}
              onClick={() => decide.mutate({ id, username, decision: "approve" })}
            >
              <Check aria-hidden="true" className="size-4" />
              Approve
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={decide.isPending}
              aria-label={`Decline ${username}`}
              onClick={() => setDeclining(true)}
            >
              <X aria-hidden="true" className="size-4" />
              Decline
            </Button>
          </div>
        </div>
        <div className="mt-3 rounded-xl bg-gray-50 px-3 py-2">
          <p className="text-sm font-semibold text-gray-700">{SIGN_UP_MSG.joinReasonLabel}</p>
          <p className="mt-0.5 text-gray-900 break-words whitespace-pre-line">
            {member.joinReason ?? <span className="text-gray-600 italic">No answer given</span>}
          </p>
        </div>
      </Card>
      <ConfirmDialog
        open={declining}
        onOpenChange={setDeclining}
        title="Decline member"
        description={SIGN_UP_MSG.declineConfirm(username)}
        confirmLabel="Decline"
        isPending={decide.isPending}
        onConfirm={() =>
          decide.mutate(
            { id, username, decision: "decline" },
            { onSettled: () => setDeclining(false) },
          )
        }
      />
    </li>
  );
}
