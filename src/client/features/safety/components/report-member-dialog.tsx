import { Flag } from "lucide-react";
import { useState } from "react";
import { CategoryReportForm } from "#client/components/report/category-report-form.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FormDialog, FormDialogHeading } from "#client/components/ui/form-dialog.tsx";
import { useReportMember } from "#client/features/safety/api/report-member.ts";
import { MEMBER_REPORT_MSG } from "#shared/messages/member-reports.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { MEMBER_FLAG_CATEGORIES } from "#shared/schemas/flags.ts";

const m = MEMBER_REPORT_MSG;

/**
 * "Report" on another member's profile: a dialog with the member categories and a word more,
 * the same form a comment's report uses. The server's refusals (already reported, one's own
 * suspension) come back in its words.
 */
export function ReportMemberButton({ member }: { member: { id: string; username: string } }) {
  const [open, setOpen] = useState(false);
  const report = useReportMember({ onSuccess: () => setOpen(false) });
  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {m.button}
      </Button>
      <FormDialog open={open} onOpenChange={(next) => !report.isPending && setOpen(next)}>
        <FormDialogHeading
          title={m.title(member.username)}
          titleClassName="break-all"
          description={m.description}
        />
        <CategoryReportForm
          categories={MEMBER_FLAG_CATEGORIES}
          legend={m.legend}
          reasonLabel={m.reason}
          missingCategory={QUIP_MSG.flag.memberCategoryRequired}
          isPending={report.isPending}
          onSubmit={({ category, reason }) =>
            report.mutate({ memberId: member.id, category: category.label, reason })
          }
          onCancel={() => setOpen(false)}
          className="mt-4"
        />
      </FormDialog>
    </>
  );
}
