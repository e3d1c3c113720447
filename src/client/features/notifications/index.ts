export { NoticesOffer } from "./components/notices-offer";
export { NotificationSettings } from "./components/notification-settings";
