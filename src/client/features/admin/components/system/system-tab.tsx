import { DatabaseSection } from "./database-section";
import { ExportsSection } from "./exports-section";
import { JobsSection } from "./jobs-section";
import { MailSection, PushSection } from "./queue-section";
import { VersionSection } from "./version-section";

/**
 * How the site's machinery stands, for administrators: the scheduler's jobs, the mail and push
 * queues, exports in preparation, the database and the version. Each part loads, fails and
 * retries on its own, so one slow answer hides none of the others.
 */
export function SystemTab() {
  return (
    <div className="space-y-6">
      <JobsSection />
      <MailSection />
      <PushSection />
      <ExportsSection />
      <div className="grid gap-6 lg:grid-cols-2">
        <DatabaseSection />
        <VersionSection />
      </div>
    </div>
  );
}
