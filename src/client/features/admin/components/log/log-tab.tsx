import { ScrollText } from "lucide-react";
import { useState } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import {
  type LogFilters,
  useModerationLog,
} from "#client/features/admin/api/get-moderation-log.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { Pagination } from "#client/features/admin/components/users/pagination.tsx";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { MODERATION_ACTIONS } from "#shared/schemas/moderation.ts";
import { LogEntry } from "./log-entry";
import { LogFilterSelect } from "./log-filter-select";

const m = ADMIN_MSG.moderation;
const ACTION_OPTIONS = MODERATION_ACTIONS.map((action) => ({
  value: action,
  label: m.actions[action],
}));

/**
 * Every moderator and administrator action the reader may see (a moderator reads an
 * administrator's 48 hours on), newest first, 20 a page, by kind of action and by who acted.
 */
export function LogTab() {
  const [filters, setFilters] = useState<LogFilters>({ page: 1, action: "", adminId: "" });
  const { data, error, refetch, isPlaceholderData } = useModerationLog(filters);
  const filtered = filters.action !== "" || filters.adminId !== "";
  const admins = (data?.admins ?? []).map((admin) => ({
    value: admin.id,
    label: admin.username,
  }));

  return (
    <section aria-labelledby="log-title" className="space-y-4">
      <h2 id="log-title" className="text-lg font-bold text-gray-900">
        Moderation log
        {data ? (
          <span className="font-normal text-gray-600 tabular-nums"> ({data.totalCount})</span>
        ) : null}
      </h2>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:p-5">
        <LogFilterSelect
          label="Action"
          value={filters.action}
          allLabel="All actions"
          options={ACTION_OPTIONS}
          onChange={(action) => setFilters({ ...filters, action, page: 1 })}
        />
        <LogFilterSelect
          label="Acted by"
          value={filters.adminId}
          allLabel="Everyone"
          options={admins}
          onChange={(adminId) => setFilters({ ...filters, adminId, page: 1 })}
        />
      </Card>
      <Card>
        {error ? (
          <LoadError title={m.failed.loadLog} error={error} onRetry={() => void refetch()} />
        ) : !data ? (
          <div className="space-y-3 p-5">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : data.entries.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <ScrollText aria-hidden="true" className="size-8 text-brand" />
            <p className="font-semibold text-gray-900">
              {filtered ? m.emptyFilteredLog : m.emptyLog}
            </p>
          </div>
        ) : (
          <ol
            aria-label="Moderation actions"
            aria-busy={isPlaceholderData}
            className="divide-y divide-gray-100"
          >
            {data.entries.map((entry) => (
              <LogEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
        {data && data.totalCount > 0 ? (
          <div className="border-t border-gray-100">
            <Pagination
              label="Moderation log pages"
              page={filters.page}
              totalPages={data.totalPages}
              onPageChange={(page) => setFilters({ ...filters, page })}
              isBusy={isPlaceholderData}
            />
          </div>
        ) : null}
      </Card>
    </section>
  );
}
