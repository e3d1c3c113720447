export { memberFeed, recapsFeed, topAllTimeFeed, topicFeed } from "./atom-feeds.service";
export { feedLinkFor, withFeedLink } from "./feed-links";
