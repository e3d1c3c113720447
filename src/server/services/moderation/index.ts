export { appealWarning, decideAppeal } from "./appeals.service";
export { anonymousAuthorsShown, recordAuthorViews, viewQuipAuthor } from "./author-views.service";
export { changeAutoHideThreshold } from "./auto-hide.service";
export {
  dismissCommentReports,
  listFlaggedComments,
  reportComment,
} from "./comment-flags.service";
export {
  dismissFlag,
  dismissQuipReports,
  listFlaggedQuips,
  listPendingFlags,
} from "./flag-review.service";
export { reportQuip } from "./flags.service";
export { approveHeldPost, declineHeldPost } from "./held-post-decisions.service";
export { listOwnHeldPosts, withdrawHeldPost } from "./held-posts.service";
export { dismissMemberReports, reportMember } from "./member-flags.service";
export { listModerationLog } from "./moderation-log.service";
export { grantModerator, listModerators, revokeModerator } from "./moderator-role.service";
export { mayModerate } from "./moderators";
export { listModerationQueue } from "./queue.service";
export { hideQuip, showQuip } from "./quip-holds.service";
export { addStaffNote, listStaffNotes } from "./staff-notes.service";
export { liftSuspension, suspendMember } from "./suspensions.service";
export { listOwnWarnings, warnMember } from "./warnings.service";
export { listWatchedWords, unwatchWord, watchWord } from "./watched-words.service";
