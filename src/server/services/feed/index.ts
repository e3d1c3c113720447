export { readFeed } from "./cached-feed.service";
export { rankFeeds } from "./feed-ranks.service";
