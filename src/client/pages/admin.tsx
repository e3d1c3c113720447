import { ShieldCheck } from "lucide-react";
import { PageContainer, PageHeader } from "#client/components/layout/page.tsx";
import { AdminGuard, AdminScreen } from "#client/features/admin/index.ts";
import { CONSOLE_LABEL, type StaffRole, useStaffRole } from "#client/lib/auth/staff-role.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";

const DESCRIPTION: Record<StaffRole, string> = {
  admin: "Topics, members, sign-up, reported quips, messages and the system.",
  moderator: "Reported quips, comments and members, and what has been done about them.",
};

/**
 * /admin (?tab=dashboard|topics|users|signup|queue|flags|messages|log): administrators, and
 * moderators with the queue, members waiting for approval and the log ("Moderation").
 */
export function AdminPage() {
  const staffRole = useStaffRole();
  useDocumentTitle(CONSOLE_LABEL[staffRole ?? "admin"]);
  return (
    <PageContainer width="wide">
      <AdminGuard>
        {(role) => (
          <>
            <PageHeader
              title={CONSOLE_LABEL[role]}
              description={DESCRIPTION[role]}
              icon={
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
                  <ShieldCheck aria-hidden="true" className="size-5" />
                </span>
              }
            />
            <AdminScreen role={role} />
          </>
        )}
      </AdminGuard>
    </PageContainer>
  );
}
