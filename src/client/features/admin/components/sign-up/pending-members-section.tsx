import { UserCheck } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { usePendingMembers } from "#client/features/admin/api/pending-members.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import { PendingMemberItem } from "./pending-member-item";

/**
 * Members waiting for approval, oldest first, each with Approve and Decline. Shown in every
 * mode: switching back to open leaves those waiting here until someone decides.
 */
export function PendingMembersSection() {
  const { data, error, refetch } = usePendingMembers();
  return (
    <section aria-labelledby="pending-members-title" className="space-y-4">
      <h2 id="pending-members-title" className="text-lg font-bold text-gray-900">
        Pending members
        {data ? <span className="font-normal text-gray-600"> ({data.totalCount})</span> : null}
      </h2>
      {error ? (
        <Card>
          <LoadError
            title="Failed to load pending members"
            error={error}
            onRetry={() => void refetch()}
          />
        </Card>
      ) : !data ? (
        <Skeleton className="h-32 w-full rounded-2xl" />
      ) : data.members.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-8 text-center">
          <UserCheck aria-hidden="true" className="size-8 text-brand" />
          <p className="font-semibold text-gray-900">{SIGN_UP_MSG.noPending}</p>
        </Card>
      ) : (
        <ul aria-label="Pending members" className="space-y-3">
          {data.members.map((member) => (
            <PendingMemberItem key={member.id} member={member} />
          ))}
        </ul>
      )}
    </section>
  );
}
