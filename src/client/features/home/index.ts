export { LazyAdminModeCard as AdminModeCard } from "./components/lazy-admin-mode-card";
export { JoinNowCard, TrendingCard } from "./components/sidebar-cards";
export { TopicBanner } from "./components/topic-banner";
export { TopicOfTheDayCard } from "./components/topic-card";
export { WelcomeCard } from "./components/welcome-card";
export { topicText } from "./lib/topic-text";
