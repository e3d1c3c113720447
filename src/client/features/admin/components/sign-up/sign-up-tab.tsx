import type { StaffRole } from "#client/lib/auth/staff-role.ts";
import { BlockedDomainsCard } from "./blocked-domains-card";
import { PendingMembersSection } from "./pending-members-section";
import { RegistrationModeCard } from "./registration-mode-card";

/**
 * Who may join (decision 0155): the mode, those waiting for approval, and blocked email domains.
 * A moderator approves and declines; the mode and the domains are the administrators'.
 */
export function SignUpTab({ role }: { role: StaffRole }) {
  return (
    <div className="space-y-6">
      {role === "admin" ? (
        <section aria-labelledby="sign-up-title" className="space-y-4">
          <h2 id="sign-up-title" className="text-lg font-bold text-gray-900">
            Sign-up
          </h2>
          <RegistrationModeCard />
          <BlockedDomainsCard />
        </section>
      ) : null}
      <PendingMembersSection />
    </div>
  );
}
