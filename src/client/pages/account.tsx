import { useSearch } from "wouter";
import { EmailSection, PasswordSection, SessionsSection, SettingsPage } from "../features/account";
import { DeleteAccountSection, YourDataSection } from "../features/account-data";
import { PasskeysSection, TwoFactorSection } from "../features/two-factor";
import { useCurrentUser } from "../lib/auth/get-current-user";
import { useDocumentTitle } from "../lib/document-title";

/** /account, "Account and security" (members only: the router sends visitors to sign in). */
export function AccountPage() {
  useDocumentTitle("Account and security");
  const { data: user } = useCurrentUser();
  // Opened from a data export's mail: the link's token, which the download needs.
  const exportToken = new URLSearchParams(useSearch()).get("export")?.trim() || null;
  if (!user) return null;
  return (
    <SettingsPage description="How you sign in, where you are signed in, and your data.">
      <PasswordSection />
      <EmailSection />
      <TwoFactorSection username={user.username} />
      <PasskeysSection />
      <SessionsSection />
      <YourDataSection token={exportToken} />
      <DeleteAccountSection />
    </SettingsPage>
  );
}
