import { useSearch } from "wouter";
import { PageContainer } from "../components/layout/page";
import { ConfirmEmailScreen } from "../features/account";
import { useDocumentTitle } from "../lib/document-title";

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
