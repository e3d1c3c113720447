import { Button } from "#client/components/ui/button.tsx";
import { Card, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { useChangeModerator, useModerators } from "#client/features/admin/api/moderators.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { PersonLink } from "#client/features/admin/components/queue/queue-item-parts.tsx";
import { RoleBadge } from "#client/features/admin/components/role-badge.tsx";
import { formatEasternDate } from "#client/features/admin/lib/eastern-time.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

const m = ADMIN_MSG.moderation;

/** The members who moderate, since when, each with the role to take back. */
export function ModeratorsCard() {
  const { data: moderators, error, refetch } = useModerators();
  const revoke = useChangeModerator();
  return (
    <Card as="section" aria-labelledby="moderators-title" className="p-4 sm:p-5">
      <CardTitle id="moderators-title" className="text-base">
        Moderators
        {moderators ? (
          <span className="font-normal text-gray-600 tabular-nums"> ({moderators.length})</span>
        ) : null}
      </CardTitle>
      <p className="mt-1 text-sm text-gray-700">
        They review reports in the queue and read the log; they see anonymous quips as members do.
        Make a member a moderator from their row in All users.
      </p>
      {error ? (
        <LoadError title={m.failed.loadModerators} error={error} onRetry={() => void refetch()} />
      ) : !moderators ? (
        <Skeleton className="mt-3 h-12 w-full" />
      ) : moderators.length === 0 ? (
        <p className="py-4 text-gray-700">{m.queue.noModerators}</p>
      ) : (
        <ul aria-label="Moderators" className="mt-2 divide-y divide-gray-100">
          {moderators.map((moderator) => (
            <li key={moderator.id} className="flex items-center gap-3 py-2.5">
              <UserAvatar user={moderator} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <PersonLink id={moderator.id} username={moderator.username} />
                  <RoleBadge kind="moderator" />
                </p>
                <p className="text-xs text-gray-600">
                  Moderator since {formatEasternDate(moderator.since)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending && revoke.variables?.id === moderator.id}
                onClick={() =>
                  revoke.mutate({ id: moderator.id, username: moderator.username, grant: false })
                }
                aria-label={`Remove moderator role from ${moderator.username}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
