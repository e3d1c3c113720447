import { useMutation } from "@tanstack/react-query";
import { toastFailure } from "#client/features/safety/lib/failure-toast.ts";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { REPORT_MSG } from "#shared/messages/moderation.ts";
import type { MemberFlagInput } from "#shared/schemas/flags.ts";

export type ReportMemberInput = { memberId: string } & MemberFlagInput;

/** Reports a member for moderators to review; the member is never told. */
export const reportMember = ({ memberId, category, reason }: ReportMemberInput) =>
  callApi("POST /api/users/:id/report", { params: { id: memberId }, body: { category, reason } });

/** Sent: says so and closes; refused (already reported, suspended…): the server's words. */
export function useReportMember({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: reportMember,
    onSuccess: () => {
      toast({ title: REPORT_MSG.submitted, variant: "success" });
      onSuccess();
    },
    onError: (error) => toastFailure(error, REPORT_MSG.failed),
  });
}
