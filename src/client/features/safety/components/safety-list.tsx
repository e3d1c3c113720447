import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { paths } from "#client/lib/paths.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import type { Person } from "#shared/schemas/users.ts";

const m = SAFETY_CLIENT_MSG;

type Page<T> = { items: T[] };

/**
 * One of Settings' lists (mutes, blocks): skeleton rows while it loads, a line when it is
 * empty or failed, then its rows and "Show more" while the server has more.
 */
export function SafetyList<T>({
  query,
  label,
  empty,
  renderRow,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  label: string;
  empty: string;
  renderRow: (item: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading: ${label}`} className="mt-3 space-y-3">
        {[0, 1].map((row) => (
          <div key={row} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-8 w-20 rounded-full" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <InlineLoadError
        message={m.listFailed}
        onRetry={() => void query.refetch()}
        className="mt-3 text-gray-800"
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="mt-3 text-gray-700">{empty}</p>;
  return (
    <>
      <ul aria-label={label} className="mt-2 divide-y divide-gray-100">
        {items.map(renderRow)}
      </ul>
      {query.isFetchNextPageError ? (
        <InlineLoadError
          message={m.listFailed}
          onRetry={() => void query.fetchNextPage()}
          className="mt-3 text-gray-800"
        />
      ) : query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <Spinner className="size-4" /> : null}
          {m.showMore}
        </Button>
      ) : null}
    </>
  );
}

/**
 * A row: who (a member links to their profile; a hidden quip's author is only words, no face),
 * since when, and the button that undoes it.
 */
export function SafetyRow({
  member,
  name,
  since,
  action,
}: {
  member: Person | null;
  name: string;
  since: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      {member ? (
        <UserAvatar user={member} size="card" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gray-200 text-gray-600"
        >
          <UserRound className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        {member ? (
          <Link
            href={paths.profile.getHref(member.id)}
            className="block truncate font-semibold text-gray-900 hover:underline"
          >
            {name}
          </Link>
        ) : (
          <p className="break-words font-semibold text-gray-900">{name}</p>
        )}
        <p className="text-sm text-gray-600">{since}</p>
      </div>
      {action}
    </li>
  );
}
