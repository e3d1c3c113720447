export { deleteComment, editComment, toggleCommentHidden } from "./comment-changes.service";
export { listComments, listReplies } from "./comment-pages.service";
export { addComment } from "./comments.service";
export { readAddedComments, readCommentsSince } from "./live-comments.service";
export { openQuipThread } from "./quip-thread.service";
