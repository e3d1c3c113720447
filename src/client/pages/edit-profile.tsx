import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PageContainer, PageHeader } from "../components/layout/page";
import { SettingsNav } from "../features/account";
import { useCurrentUser } from "../features/auth";
import { DetailsForm, PhotoSection, UsernameSection } from "../features/profile";
import { MutedAndBlockedSection, MutedWordsSection } from "../features/safety";
import { ShortcutsSection } from "../features/shortcuts";
import { AppearanceSection } from "../features/theme";
import { useDocumentTitle } from "../lib/document-title";
import { paths } from "../lib/paths";

/** /edit-profile, "Settings" (members only: the router sends visitors to sign in). */
export function EditProfilePage() {
  useDocumentTitle("Settings");
  const { data: user } = useCurrentUser();
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
        description="Your username, photo and the details others see, and what you'd rather not see."
      />
      <SettingsNav />
      <div className="space-y-4">
        <UsernameSection username={user.username} />
        <PhotoSection user={user} />
        <DetailsForm key={user.id} user={user} />
        <MutedAndBlockedSection />
        <MutedWordsSection />
        <AppearanceSection />
        <ShortcutsSection />
      </div>
    </PageContainer>
  );
}
