export {
  getAutoHideThreshold,
  getRegistrationMode,
  getTopicChangeTime,
  setTopicChangeTime,
  writeRegistrationMode,
} from "./settings.service";
