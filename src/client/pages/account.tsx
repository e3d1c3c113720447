import { ArrowLeft } from "lucide-react";
import { Link, useSearch } from "wouter";
import { PageContainer, PageHeader } from "../components/layout/page";
import {
  DeleteAccountSection,
  EmailSection,
  PasswordSection,
  SessionsSection,
  SettingsNav,
  YourDataSection,
} from "../features/account";
import { useCurrentUser } from "../features/auth";
import { PasskeysSection, TwoFactorSection } from "../features/two-factor";
import { useDocumentTitle } from "../lib/document-title";
import { paths } from "../lib/paths";

/** /account, "Account and security" (members only: the router sends visitors to sign in). */
export function AccountPage() {
  useDocumentTitle("Account and security");
  const { data: user } = useCurrentUser();
  // Opened from a data export's mail: the link's token, which the download needs.
  const exportToken = new URLSearchParams(useSearch()).get("export")?.trim() || null;
  if (!user) return null;
  return (
    <PageContainer>
      <Link
        href={paths.profile.getHref()}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to profile
      </Link>
      <PageHeader
        title="Settings"
        description="How you sign in, where you are signed in, and your data."
      />
      <SettingsNav />
      <div className="space-y-4">
        <PasswordSection />
        <EmailSection />
        <TwoFactorSection username={user.username} />
        <PasskeysSection />
        <SessionsSection />
        <YourDataSection token={exportToken} />
        <DeleteAccountSection />
      </div>
    </PageContainer>
  );
}
