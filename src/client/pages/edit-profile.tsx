import { SettingsPage } from "../features/account";
import { MutedAndBlockedSection, MutedWordsSection } from "../features/safety";
import { ShortcutsSection } from "../features/shortcuts";
import { AppearanceSection } from "../features/theme";
import { DetailsForm, PhotoSection, UsernameSection } from "../features/users";
import { useCurrentUser } from "../lib/auth/get-current-user";
import { useDocumentTitle } from "../lib/document-title";

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
