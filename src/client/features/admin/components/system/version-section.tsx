import { useSystemVersion } from "#client/features/admin/api/system-status.ts";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import { Fact, Facts } from "./facts";
import { Loaded, SystemSection } from "./system-section";

/** What runs: the release, the build, Node, and since when this process has. */
export function VersionSection() {
  const query = useSystemVersion();
  return (
    <SystemSection id="system-version" title="Version">
      <Loaded query={query} failed={SYSTEM_MSG.failed.version} lines={4} lineHeight="h-5">
        {(version) => (
          <Facts>
            <Fact name="Quip">{version.version}</Fact>
            <Fact name="Build">
              {version.build ? (
                <>
                  <code className="font-mono">{version.build.stamp}</code>, made{" "}
                  {formatEasternDateTime(version.build.builtAt)}
                </>
              ) : (
                "Run from source"
              )}
            </Fact>
            <Fact name="Node">{version.node}</Fact>
            <Fact name="This process">Started {formatEasternDateTime(version.startedAt)}</Fact>
          </Facts>
        )}
      </Loaded>
    </SystemSection>
  );
}
