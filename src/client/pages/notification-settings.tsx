import { SettingsPage } from "#client/features/account/index.ts";
import { NotificationSettings } from "#client/features/notifications/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";

/** /settings/notifications (members only: the router sends visitors to sign in). */
export function NotificationSettingsPage() {
  useDocumentTitle("Notifications");
  return (
    <SettingsPage description="What you are told of, and where.">
      <NotificationSettings />
    </SettingsPage>
  );
}
