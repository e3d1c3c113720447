import { ShieldCheck } from "lucide-react";
import { PageContainer, PageHeader } from "#client/components/layout/page.tsx";
import { AdminGuard, AdminScreen } from "#client/features/admin/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";

/** /admin (?tab=dashboard|topics|users|signup|flags|messages|log): administrators only. */
export function AdminPage() {
  useDocumentTitle("Admin");
  return (
    <PageContainer width="wide">
      <AdminGuard>
        <PageHeader
          title="Admin"
          description="Topics, members, sign-up, reported quips and messages."
          icon={
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
              <ShieldCheck aria-hidden="true" className="size-5" />
            </span>
          }
        />
        <AdminScreen />
      </AdminGuard>
    </PageContainer>
  );
}
