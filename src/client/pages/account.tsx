import { useSearch } from "wouter";
import {
  EmailSection,
  PasswordSection,
  SessionsSection,
  SettingsPage,
} from "#client/features/account/index.ts";
import { DeleteAccountSection, YourDataSection } from "#client/features/account-data/index.ts";
import { InvitesSection } from "#client/features/invites/index.ts";
import { PasskeysSection, TwoFactorSection } from "#client/features/two-factor/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";

/** /account, "Account and security" (members only: the router sends visitors to sign in). */
export function AccountPage() {
  useDocumentTitle("Account and security");
  const { data: user } = useCurrentUser();
  // Opened from a data export's mail: the link's token, which the download needs.
  const exportToken = new URLSearchParams(useSearch()).get("export")?.trim() || null;
  if (!user) return null;
  return (
    <SettingsPage description="How you sign in, where you are signed in, invites, and your data.">
      <PasswordSection />
      <EmailSection />
      <InvitesSection />
      <TwoFactorSection username={user.username} />
      <PasskeysSection />
      <SessionsSection />
      <YourDataSection token={exportToken} />
      <DeleteAccountSection />
    </SettingsPage>
  );
}
