/**
 * What the quip page's comments say on the screen (the server's refusals are QUIP_MSG.comment).
 * Only the quip page needs them.
 */
export const COMMENT_MSG = {
  posted: "Your comment has been posted",
  failed: "Failed to post comment",
  replyPosted: "Your reply has been posted",
  replyFailed: "Failed to post reply",
  empty: "No comments yet. Start the conversation!",
  /** Comments counted, none shown: each is hidden by the reader's mutes and blocks. */
  allHidden:
    "The comments here are from members you muted or blocked, or are replies to them, so none is shown.",
  loadFailed: "Failed to load comments.",
  loadMoreFailed: "Failed to load more comments.",
  loadingMore: "Loading more comments...",
  repliesFailed: "Failed to load more replies.",
  loadingReplies: "Loading replies...",
  /** The button under a comment's replies; without a count when it is not known. */
  edit: "Edit",
  editLabel: "Edit your comment",
  save: "Save",
  cancel: "Cancel",
  edited: "edited",
  editSaved: "Your comment has been updated",
  editFailed: "Failed to update comment",
  /** The time left to edit, beside Edit: "12 min left", then "45 s left". */
  editTimeLeft: (ms: number) =>
    ms >= 60_000
      ? `${Math.ceil(ms / 60_000)} min left`
      : `${Math.max(1, Math.ceil(ms / 1000))} s left`,
  delete: "Delete",
  remove: "Remove",
  deleteTitle: "Delete Your Comment",
  deleteConfirm:
    "Are you sure you want to delete your comment? Replies to it stay. This action cannot be undone.",
  removeTitle: "Remove Comment",
  removeConfirm:
    "Remove this comment for everyone? Replies to it stay. The moderation log records it.",
  deleted: "Comment deleted",
  removed: "Comment removed",
  deleteFailed: "Failed to delete comment",
  /** What stands in the place of a deleted comment that has replies. */
  deletedStub: "This comment was deleted",
  hide: "Hide",
  unhide: "Unhide",
  hidden: "Comment hidden: it is folded for everyone",
  unhidden: "Comment shown again",
  hideFailed: "Failed to hide comment",
  unhideFailed: "Failed to unhide comment",
  /** The fold over a comment the quip's author hid: it never says who the author is. */
  hiddenByQuipAuthor: "Hidden by the quip's author",
  showHidden: "Show",
  hideAgain: "Fold",
  report: "Report",
  reportTitle: "Report this comment",
  reportLegend: "Why are you reporting this comment?",
  reportReason: "Tell us more (optional)",
  reported: "Your report has been submitted for review.",
  reportFailed: "Failed to submit report",
  showMoreReplies: (count: number) =>
    count > 0 ? `Show ${count} more ${count === 1 ? "reply" : "replies"}` : "Show more replies",
} as const;
