import { useSearch } from "wouter";
import { PageContainer } from "../components/layout/page";
import { ResetPasswordScreen } from "../features/account";
import { useDocumentTitle } from "../lib/document-title";

/** /reset-password?token=…: set a new password from the emailed link. */
export function ResetPasswordPage() {
  useDocumentTitle("Reset Password");
  const token = new URLSearchParams(useSearch()).get("token")?.trim() || null;
  return (
    <PageContainer width="narrow" className="md:py-12">
      <ResetPasswordScreen key={token} token={token} />
    </PageContainer>
  );
}
