export { ActivityList } from "./components/activity-list";
export { RecentActivityCard } from "./components/recent-activity-card";
export { useLiveUnreadCount } from "./hooks/use-live-unread";
