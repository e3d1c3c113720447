import { useSystemDatabase } from "#client/features/admin/api/system-status.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import type { ReplicaStatus, SystemDatabase } from "#shared/schemas/system.ts";
import { Fact, Facts } from "./facts";
import { Loaded, SystemSection } from "./system-section";

function replicaState(replica: ReplicaStatus, maxLagMs: number): string {
  if (!replica.up) return "unreachable";
  const lag = replica.lagMs === null ? "lag unknown" : `${replica.lagMs} ms behind`;
  return replica.usable ? lag : `skipped: ${lag} (more than ${maxLagMs} ms)`;
}

function Replicas({ database }: { database: SystemDatabase }) {
  if (database.replicas.length === 0) {
    return <>None: every read goes to the primary</>;
  }
  return (
    <ul className="space-y-1">
      {database.replicas.map((replica) => (
        <li key={replica.name}>
          <span className="break-all">{replica.name}</span>{" "}
          <span className={replica.usable ? "text-gray-700" : "font-semibold text-amber-900"}>
            {replicaState(replica, database.maxLagMs)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Which database, its replicas and their lag, and whether every migration is applied. */
export function DatabaseSection() {
  const query = useSystemDatabase();
  return (
    <SystemSection id="system-database" title="Database">
      <Loaded query={query} failed={SYSTEM_MSG.failed.database} lines={4} lineHeight="h-5">
        {(database) => (
          <Facts>
            <Fact name="Kind">
              {database.kind === "embedded"
                ? `Embedded (PostgreSQL ${database.serverVersion} in this process)`
                : `PostgreSQL ${database.serverVersion}`}
            </Fact>
            <Fact name="Read replicas">
              <Replicas database={database} />
            </Fact>
            <Fact name="Migrations">
              {database.migrations.applied} applied
              {database.migrations.latest ? `, the latest ${database.migrations.latest}` : ""}
            </Fact>
            <Fact name="Pending">
              {database.migrations.pending.length === 0 ? (
                "None"
              ) : (
                <span className="font-semibold text-amber-900">
                  {database.migrations.pending.join(", ")}
                </span>
              )}
            </Fact>
          </Facts>
        )}
      </Loaded>
    </SystemSection>
  );
}
