import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useChangeAdminAccess } from "#client/features/admin/api/change-admin-access.ts";
import { ADMIN_SEARCH_MIN, useSearchUsers } from "#client/features/admin/api/search-users.ts";
import { RoleBadge } from "#client/features/admin/components/role-badge.tsx";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { SEARCH_MSG } from "#shared/messages/search.ts";

/** Search results to add an administrator from: Make Admin, or Already Admin. */
export function AdminSearchResults({ query }: { query: string }) {
  const { data, isFetching, error } = useSearchUsers(query);
  const grant = useChangeAdminAccess();
  if (query.length < ADMIN_SEARCH_MIN) return null;
  if (!data && isFetching) {
    return (
      <p role="status" className="flex items-center gap-2 py-3 text-sm text-gray-600">
        <Spinner className="size-4 text-brand" /> Searching…
      </p>
    );
  }
  if (error) return <p className="py-3 text-sm text-red-700">{SEARCH_MSG.failed}</p>;
  if (!data) return null;
  if (data.users.length === 0)
    return <p className="py-3 text-sm text-gray-700">{ADMIN_MSG.empty.users}</p>;
  return (
    <ul
      aria-label="Search results"
      className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200"
    >
      {data.users.map((user) => (
        <li key={user.id} className="flex items-center gap-3 px-3 py-2.5">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-semibold break-all text-gray-900">
              {user.username}
              {user.isBot ? <RoleBadge kind="bot" /> : null}
            </p>
            <p className="truncate text-sm text-gray-700">{user.email}</p>
          </div>
          {user.isAdmin ? (
            <Button variant="secondary" size="sm" disabled>
              Already Admin
            </Button>
          ) : user.isBot ? null : (
            <Button
              size="sm"
              disabled={grant.isPending && grant.variables?.id === user.id}
              onClick={() => grant.mutate({ id: user.id, username: user.username, grant: true })}
              aria-label={`Make Admin: ${user.username}`}
            >
              Make Admin
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
