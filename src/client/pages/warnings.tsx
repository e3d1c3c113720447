import { SettingsPage } from "#client/features/account/index.ts";
import { WarningsSection } from "#client/features/warnings/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { WARNINGS_MSG } from "#shared/messages/warnings.ts";

/** /settings/warnings (members only: the router sends visitors to sign in). */
export function WarningsPage() {
  useDocumentTitle("Warnings");
  return (
    <SettingsPage description={WARNINGS_MSG.description}>
      <WarningsSection />
    </SettingsPage>
  );
}
