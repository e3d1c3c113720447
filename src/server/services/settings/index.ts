export { getAutoHideThreshold, getTopicChangeTime, setTopicChangeTime } from "./settings.service";
