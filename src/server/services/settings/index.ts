export {
  getAutoHideThreshold,
  getRegistrationMode,
  getTopicChangeTime,
  readTopicChangeTime,
  setTopicChangeTime,
  writeRegistrationMode,
} from "./settings.service";
