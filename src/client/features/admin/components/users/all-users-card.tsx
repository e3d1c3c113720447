import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Card, CardTitle } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useAllUsers } from "#client/features/admin/api/get-all-users.ts";
import { useModerators } from "#client/features/admin/api/moderators.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { Pagination } from "./pagination";
import { UserRow } from "./user-row";

/** Every member, 20 a page; the search box filters the page that is loaded (spec 02 §2). */
export function AllUsersCard({ selfId }: { selfId: string | undefined }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const { data, error, refetch, isPlaceholderData } = useAllUsers(page);
  // The members list does not carry the role (it is not on the member's row): the moderators'
  // list says who has it.
  const { data: moderators } = useModerators();
  const moderatorIds = new Set((moderators ?? []).map((moderator) => moderator.id));
  const totalPages = data?.totalPages ?? 1;

  // After deletions the last page may be gone: step back to the new last page.
  useEffect(() => {
    if (data && !isPlaceholderData && page > Math.max(1, data.totalPages))
      setPage(Math.max(1, data.totalPages));
  }, [data, isPlaceholderData, page]);

  const q = search.trim().toLowerCase();
  const users = (data?.users ?? []).filter(
    (u) => !q || u.username.toLowerCase().includes(q) || u.email.toLowerCase().includes(q),
  );

  return (
    <Card as="section" aria-labelledby="all-users-title">
      <div className="space-y-3 border-b border-gray-100 p-4 sm:p-5">
        <CardTitle id="all-users-title" className="text-base">
          All users
          {data ? (
            <span className="font-normal text-gray-600 tabular-nums"> ({data.totalCount})</span>
          ) : null}
        </CardTitle>
        <div>
          <Label htmlFor="users-search" className="sr-only">
            Search this page by username or email
          </Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
            />
            <Input
              id="users-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by username or email"
              className="pl-9"
            />
          </div>
        </div>
      </div>
      {error ? (
        <LoadError title="Failed to load users" error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <div className="space-y-3 p-5">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : users.length === 0 ? (
        <p className="px-5 py-8 text-center text-gray-700">{ADMIN_MSG.empty.users}</p>
      ) : (
        <ul aria-label="Users" aria-busy={isPlaceholderData} className="divide-y divide-gray-100">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === selfId}
              isModerator={moderators ? moderatorIds.has(user.id) : null}
            />
          ))}
        </ul>
      )}
      {data ? (
        <div className="border-t border-gray-100">
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={setPage}
            isBusy={isPlaceholderData}
          />
        </div>
      ) : null}
    </Card>
  );
}
