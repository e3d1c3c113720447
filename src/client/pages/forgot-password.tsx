import { PageContainer } from "#client/components/layout/page.tsx";
import { ForgotPasswordForm } from "#client/features/account/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";

/** /forgot-password: ask for a reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot Password");
  return (
    <PageContainer width="narrow" className="md:py-12">
      <ForgotPasswordForm />
    </PageContainer>
  );
}
