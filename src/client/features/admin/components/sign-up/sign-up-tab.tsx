import { BlockedDomainsCard } from "./blocked-domains-card";
import { PendingMembersSection } from "./pending-members-section";
import { RegistrationModeCard } from "./registration-mode-card";

/** Who may join (decision 0155): the mode, those waiting for approval, and blocked email domains. */
export function SignUpTab() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="sign-up-title" className="space-y-4">
        <h2 id="sign-up-title" className="text-lg font-bold text-gray-900">
          Sign-up
        </h2>
        <RegistrationModeCard />
        <BlockedDomainsCard />
      </section>
      <PendingMembersSection />
    </div>
  );
}
