import { useSystemExports } from "#client/features/admin/api/system-status.ts";
import { age } from "#client/features/admin/lib/system-time.ts";
import { useNow } from "#client/lib/use-now.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import type { ExportInFlight } from "#shared/schemas/system.ts";
import { EmptyLine, Loaded, SystemSection } from "./system-section";

function ExportRow({ item, now }: { item: ExportInFlight; now: number }) {
  return (
    <li className="space-y-1 px-4 py-3 sm:px-5">
      <p className="text-gray-900">
        <span className="font-semibold break-all">@{item.username}</span>{" "}
        {item.status === "failed" ? (
          <span className="font-semibold text-red-800">failed</span>
        ) : (
          <span className="text-gray-700">preparing</span>
        )}
      </p>
      <p className="text-sm text-gray-600">
        Asked <time dateTime={item.requestedAt}>{age(item.requestedAt, now)} ago</time> ·{" "}
        {item.attempts === 1 ? "1 attempt" : `${item.attempts} attempts`}
      </p>
      {item.lastError ? (
        <p className="font-mono text-xs break-words text-red-800">{item.lastError}</p>
      ) : null}
    </li>
  );
}

/** Members' data exports not ready yet: who asked, how long ago, and how it goes. */
export function ExportsSection() {
  const query = useSystemExports();
  const now = useNow();
  return (
    <SystemSection id="system-exports" title="Data exports in preparation">
      <Loaded query={query} failed={SYSTEM_MSG.failed.exports} lines={1}>
        {({ exports }) =>
          exports.length === 0 ? (
            <EmptyLine>{SYSTEM_MSG.empty.exports}</EmptyLine>
          ) : (
            <ul aria-label="Data exports in preparation" className="divide-y divide-gray-100">
              {exports.map((item) => (
                <ExportRow key={`${item.username}-${item.requestedAt}`} item={item} now={now} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </SystemSection>
  );
}
