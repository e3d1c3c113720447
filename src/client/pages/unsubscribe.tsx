import { useSearch } from "wouter";
import { PageContainer } from "#client/components/layout/page.tsx";
import { UnsubscribeScreen } from "#client/features/mail-lists/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";

/** /unsubscribe?token=…: the link at the foot of a notice mail or a digest. */
export function UnsubscribePage() {
  useDocumentTitle("Unsubscribe");
  const token = new URLSearchParams(useSearch()).get("token")?.trim() || null;
  return (
    <PageContainer width="narrow" className="md:py-12">
      <UnsubscribeScreen key={token} token={token} />
    </PageContainer>
  );
}
