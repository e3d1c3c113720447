export { findActivityItem, listActivity } from "./activity.service";
export { countUnread, countUnreadOf, markNotificationsRead } from "./unread.service";
