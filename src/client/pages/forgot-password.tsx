import { PageContainer } from "../components/layout/page";
import { ForgotPasswordForm } from "../features/account";
import { useDocumentTitle } from "../lib/document-title";

/** /forgot-password: ask for a reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot Password");
  return (
    <PageContainer width="narrow" className="md:py-12">
      <ForgotPasswordForm />
    </PageContainer>
  );
}
