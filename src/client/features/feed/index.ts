export { getFeedQueryOptions, useFeed } from "./api/get-feed";
export { FeedEmptyState } from "./components/feed-empty-state";
export { FeedFilterSelect } from "./components/feed-filter-select";
export { TopicFeedHeader } from "./components/topic-feed-header";
export { useHomeFeedParams } from "./hooks/use-feed-params";
export { useFeedPlace } from "./hooks/use-feed-place";
export { useRememberFeed } from "./hooks/use-remember-feed";
export { useVisitorFilter } from "./hooks/use-visitor-filter";
export { noTopicHint } from "./lib/empty-hints";
