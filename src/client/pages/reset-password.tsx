import { useSearch } from "wouter";
import { PageContainer } from "#client/components/layout/page.tsx";
import { ResetPasswordScreen } from "#client/features/account/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";

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
