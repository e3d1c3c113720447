export {
  ensurePreferences,
  getPreferences,
  hiddenActivityTypes,
  savePreferences,
  stopMail,
} from "./preferences.service";
