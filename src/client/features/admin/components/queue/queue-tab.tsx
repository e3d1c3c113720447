import { ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import {
  type QueueFilters,
  useModerationQueue,
} from "#client/features/admin/api/get-moderation-queue.ts";
import { queueItemId } from "#client/features/admin/api/queue-actions.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { Pagination } from "#client/features/admin/components/users/pagination.tsx";
import type { StaffRole } from "#client/lib/auth/staff-role.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { QueueItem } from "#shared/schemas/moderation.ts";
import { KindFilter } from "./kind-filter";
import { QueueAppealItem } from "./queue-appeal-item";
import { QueueCommentItem } from "./queue-comment-item";
import { QueueHeldItem } from "./queue-held-item";
import { QueueMemberItem } from "./queue-member-item";
import { QueueQuipItem } from "./queue-quip-item";

const m = ADMIN_MSG.moderation;

function QueueEntry({ item, role }: { item: QueueItem; role: StaffRole }) {
  if (item.kind === "quip") return <QueueQuipItem item={item} role={role} />;
  if (item.kind === "comment") return <QueueCommentItem item={item} />;
  if (item.kind === "appeal") return <QueueAppealItem item={item} />;
  if (item.kind === "held") return <QueueHeldItem item={item} />;
  return <QueueMemberItem item={item} />;
}

/** An appeal is keyed by its warning: a member may have a reported item and appeals at once. */
const keyOf = (item: QueueItem) => `${item.kind}:${queueItemId(item)}`;

/**
 * The review queue (decision 0152): one item per reported quip, comment or member, per
 * appeal of a warning (decision 0158) and per post a watched word holds (decision 0159), what
 * has waited longest first, 20 a page, by kind. Moderators and administrators see the same items;
 * one's own are left out by the server.
 */
export function QueueTab({ role }: { role: StaffRole }) {
  const [filters, setFilters] = useState<QueueFilters>({ kind: "", page: 1 });
  const { data, error, refetch, isPlaceholderData } = useModerationQueue(filters);

  // Once the last items of the last page are dealt with, that page is gone: step back.
  useEffect(() => {
    if (data && !isPlaceholderData && filters.page > data.totalPages)
      setFilters((current) => ({ ...current, page: Math.max(1, data.totalPages) }));
  }, [data, isPlaceholderData, filters.page]);

  return (
    <section aria-labelledby="queue-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="queue-title" className="text-lg font-bold text-gray-900">
          Review queue
          {data ? (
            <span className="font-normal text-gray-600 tabular-nums"> ({data.totalCount})</span>
          ) : null}
        </h2>
        <KindFilter
          value={filters.kind}
          counts={data?.counts}
          onChange={(kind) => setFilters({ kind, page: 1 })}
        />
      </div>
      {error ? (
        <Card>
          <LoadError title={m.failed.loadQueue} error={error} onRetry={() => void refetch()} />
        </Card>
      ) : !data ? (
        <div role="status" aria-label="Loading the review queue" className="space-y-4">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-56 w-full rounded-2xl" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <ShieldCheck aria-hidden="true" className="size-8 text-brand" />
          <p className="font-semibold text-gray-900">
            {filters.kind ? m.queue.emptyKind : m.queue.empty}
          </p>
        </Card>
      ) : (
        <ol aria-label="Items to review" aria-busy={isPlaceholderData} className="space-y-4">
          {data.items.map((item) => (
            <li key={keyOf(item)}>
              <QueueEntry item={item} role={role} />
            </li>
          ))}
        </ol>
      )}
      {data && data.totalPages > 1 ? (
        <Card>
          <Pagination
            label="Review queue pages"
            page={filters.page}
            totalPages={data.totalPages}
            onPageChange={(page) => setFilters({ ...filters, page })}
            isBusy={isPlaceholderData}
          />
        </Card>
      ) : null}
    </section>
  );
}
