import { SettingsPage } from "#client/features/account/index.ts";
import { MutedAndBlockedSection, MutedWordsSection } from "#client/features/safety/index.ts";
import { ShortcutsSection } from "#client/features/shortcuts/index.ts";
import { AppearanceSection } from "#client/features/theme/index.ts";
import { DetailsForm, PhotoSection, UsernameSection } from "#client/features/users/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";

/** /edit-profile, "Settings" (members only: the router sends visitors to sign in). */
export function EditProfilePage() {
  useDocumentTitle("Settings");
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <SettingsPage description="Your username, photo and the details others see, and what you'd rather not see.">
      <UsernameSection username={user.username} />
      <PhotoSection user={user} />
      <DetailsForm key={user.id} user={user} />
      <MutedAndBlockedSection />
      <MutedWordsSection />
      <AppearanceSection />
      <ShortcutsSection />
    </SettingsPage>
  );
}
