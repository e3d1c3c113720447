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
export { listModerationLog } from "./moderation-log.service";
export { liftSuspension, suspendMember } from "./suspensions.service";
