export { activateCurrentTopic, setTodaysTopic } from "./activation.service";
export {
  checkDuplicate,
  deleteScheduledTopic,
  fillSchedule,
  generateScheduledTopics,
  listScheduledTopics,
  refreshNextDayTopic,
  refreshScheduledTopics,
  updateScheduledTopic,
} from "./schedule.service";
export { getTodaysTopic, getTopicQuipCounts, getYesterdaysTopic } from "./topic-of-the-day.service";
export {
  findTopic,
  getTopicTiming,
  listPreviousTopics,
  listTopicQuips,
} from "./topic-pages.service";
export { knownTopicTexts, topicRowFor } from "./topic-rows";
