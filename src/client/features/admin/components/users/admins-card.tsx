import { useState } from "react";
import { TextField } from "#client/components/form/text-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useChangeAdminAccess } from "#client/features/admin/api/change-admin-access.ts";
import { useAdmins } from "#client/features/admin/api/get-admins.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { formatEasternDate } from "#client/features/admin/lib/eastern-time.ts";
import { useDebouncedValue } from "#client/lib/use-debounced-value.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { AdminSearchResults } from "./admin-search";
import { SelfButton } from "./self-button";

/** Search to add an administrator (from 2 characters), and the current administrators. */
export function AdminsCard({ selfId }: { selfId: string | undefined }) {
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim(), 300);
  const { data: admins, error, refetch } = useAdmins();
  const revoke = useChangeAdminAccess();

  return (
    <Card as="section" aria-labelledby="admins-title" className="p-4 sm:p-5">
      <CardTitle id="admins-title" className="text-base">
        Admin users
      </CardTitle>
      <div className="mt-3">
        <TextField
          id="admin-search"
          label="Add an admin"
          hint="Type at least 2 characters."
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by username or email"
        />
        <AdminSearchResults query={query} />
      </div>
      <h3 className="mt-5 text-sm font-bold text-gray-900">Current admins</h3>
      {error ? (
        <LoadError title="Failed to load admins" error={error} onRetry={() => void refetch()} />
      ) : !admins ? (
        <Skeleton className="mt-2 h-12 w-full" />
      ) : admins.length === 0 ? (
        <p className="py-4 text-gray-700">{ADMIN_MSG.empty.admins}</p>
      ) : (
        <ul aria-label="Current admins" className="mt-2 divide-y divide-gray-100">
          {admins.map((admin) => (
            <li key={admin.id} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-all text-gray-900">{admin.username}</p>
                <p className="truncate text-sm text-gray-700">{admin.email}</p>
                <p className="text-xs text-gray-600">
                  Admin since {formatEasternDate(admin.grantedAt)}
                </p>
              </div>
              {admin.id === selfId ? (
                <SelfButton action="revoke" />
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={revoke.isPending && revoke.variables?.id === admin.id}
                  onClick={() =>
                    revoke.mutate({ id: admin.id, username: admin.username, grant: false })
                  }
                  aria-label={`Revoke Admin from ${admin.username}`}
                >
                  Revoke Admin
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
