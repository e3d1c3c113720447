import { useSearch } from "wouter";
import { PageContainer } from "#client/components/layout/page.tsx";
import { ConfirmEmailScreen } from "#client/features/account/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";

/** /confirm-email?token=…: the link mailed to confirm an address. */
export function ConfirmEmailPage() {
  useDocumentTitle("Confirm your email");
  const token = new URLSearchParams(useSearch()).get("token")?.trim() || null;
  return (
    <PageContainer width="narrow" className="md:py-12">
      <ConfirmEmailScreen key={token} token={token} />
    </PageContainer>
  );
}
