export type { TopicWithCount } from "../../../shared/schemas/topics";
export {
  spendTopicPlace,
  useTopicQuipCounts,
} from "../../entities/topic/api/get-topic-quip-counts";
export { TopicList, TopicListSkeleton } from "../../entities/topic/components/topic-row";
export { formatClock } from "../../entities/topic/lib/topic-format";
export { isTopicMissing, useTopic } from "./api/get-topic";
export { getTopicOfTheDayQueryOptions, useTopicOfTheDay } from "./api/get-topic-of-the-day";
export { type TopicQuipFilter, useTopicQuips } from "./api/get-topic-quips";
export { useTopicTiming } from "./api/get-topic-timing";
export { getYesterdaysTopicQueryOptions } from "./api/get-yesterdays-topic";
export { CurrentTopicCard } from "./components/current-topic-card";
export { PreviousTopics } from "./components/previous-topics";
export { ResultsPendingNote } from "./components/results-pending-note";
export { TitlesMinimumNote } from "./components/titles-minimum-note";
export { TopicHeader } from "./components/topic-header";
export { TopicNotFound } from "./components/topic-not-found";
export { TopicQuipFilterSelect } from "./components/topic-quip-filter-select";
export { TopicQuips } from "./components/topic-quips";
export { useLiveTopic } from "./hooks/use-live-topic";
