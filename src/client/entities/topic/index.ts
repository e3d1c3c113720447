export {
  spendTopicPlace,
  useTopicQuipCounts,
} from "./api/get-topic-quip-counts";
export { QuipCountBadge } from "./components/quip-count-badge";
export { TopicList, TopicListSkeleton } from "./components/topic-row";
export {
  competitionRibbonText,
  formatClock,
  formatCountdown,
  formatTopicDate,
  titlesMinimumNote,
} from "./lib/topic-format";
