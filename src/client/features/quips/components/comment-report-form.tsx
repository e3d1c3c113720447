import { CategoryReportForm } from "#client/components/report/category-report-form.tsx";
import { useFlagComment } from "#client/features/quips/api/change-comment.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { COMMENT_FLAG_CATEGORIES } from "#shared/schemas/flags.ts";

const m = COMMENT_MSG;

/**
 * Reporting a comment, under it: the categories that fit a comment and an optional word more.
 * It opens on the first category; Cancel, Escape or a sent report closes it.
 */
export function CommentReportForm({
  quipId,
  commentId,
  onClose,
}: {
  quipId: string;
  commentId: string;
  onClose: () => void;
}) {
  const flag = useFlagComment({ onSuccess: onClose });
  return (
    <CategoryReportForm
      categories={COMMENT_FLAG_CATEGORIES}
      legend={m.reportLegend}
      reasonLabel={m.reportReason}
      missingCategory={QUIP_MSG.flag.commentCategoryRequired}
      isPending={flag.isPending}
      onSubmit={({ category, reason }) =>
        flag.mutate({ quipId, commentId, category: category.label, reason })
      }
      onCancel={onClose}
      cancelLabel={m.cancel}
      focusFirst
      className="mt-2 rounded-xl border border-amber-200 p-3"
    />
  );
}
