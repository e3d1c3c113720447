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
  loadFailed: "Failed to load comments.",
  loadMoreFailed: "Failed to load more comments.",
  loadingMore: "Loading more comments...",
  repliesFailed: "Failed to load more replies.",
  loadingReplies: "Loading replies...",
  /** The button under a comment's replies; without a count when it is not known. */
  showMoreReplies: (count: number) =>
    count > 0 ? `Show ${count} more ${count === 1 ? "reply" : "replies"}` : "Show more replies",
} as const;
