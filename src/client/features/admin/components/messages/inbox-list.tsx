import { Archive, Inbox } from "lucide-react";
import { useEffect, useRef } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import {
  type InboxFilters,
  useContactMessages,
} from "#client/features/admin/api/get-contact-messages.ts";
import { useContactUnreadCount } from "#client/features/admin/api/get-contact-unread-count.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { Pagination } from "#client/features/admin/components/users/pagination.tsx";
import { CONTACT_INBOX_MSG as m } from "#shared/messages/contact.ts";
import { MessageRow, messageLinkId } from "./message-row";
import { ViewSwitch } from "./view-switch";

/** Newest first, 20 a page, unread ones bold; the inbox or the archive. */
export function InboxList({
  filters,
  onFiltersChange,
  returnFocusTo,
}: {
  filters: InboxFilters;
  onFiltersChange: (filters: InboxFilters) => void;
  /** The message just closed, whose row takes the focus back once the list is shown. */
  returnFocusTo: string | null;
}) {
  const { data, error, refetch, isPlaceholderData } = useContactMessages(filters);
  const { data: unread } = useContactUnreadCount();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasData = data !== undefined;
  const focusPending = useRef(returnFocusTo);

  useEffect(() => {
    const id = focusPending.current;
    if (!id || !hasData) return;
    focusPending.current = null;
    (document.getElementById(messageLinkId(id)) ?? headingRef.current)?.focus();
  }, [hasData]);

  const isArchive = filters.view === "archived";
  return (
    <section aria-labelledby="messages-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="messages-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-gray-900 focus:outline-none"
        >
          {isArchive ? "Archived messages" : "Messages"}
          {!isArchive && unread && unread.count > 0 ? (
            <span className="font-normal text-gray-600"> ({m.unread(unread.count)})</span>
          ) : null}
        </h2>
        <ViewSwitch value={filters.view} onChange={(view) => onFiltersChange({ view, page: 1 })} />
      </div>
      <Card>
        {error ? (
          <LoadError title={m.failed.load} error={error} onRetry={() => void refetch()} />
        ) : !data ? (
          <div className="space-y-3 p-5">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : data.messages.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            {isArchive ? (
              <Archive aria-hidden="true" className="size-8 text-brand" />
            ) : (
              <Inbox aria-hidden="true" className="size-8 text-brand" />
            )}
            <p className="font-semibold text-gray-900">
              {isArchive ? m.empty.archived : m.empty.inbox}
            </p>
            <p className="text-sm text-gray-600">
              {isArchive ? m.empty.archivedHint : m.empty.inboxHint}
            </p>
          </div>
        ) : (
          <ul
            aria-label={isArchive ? "Archived messages" : "Messages in the inbox"}
            aria-busy={isPlaceholderData}
            className="divide-y divide-gray-100"
          >
            {data.messages.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </ul>
        )}
        {data && data.totalCount > 0 ? (
          <div className="border-t border-gray-100">
            <Pagination
              label="Message pages"
              page={filters.page}
              totalPages={data.totalPages}
              onPageChange={(page) => onFiltersChange({ ...filters, page })}
              isBusy={isPlaceholderData}
            />
          </div>
        ) : null}
      </Card>
    </section>
  );
}
