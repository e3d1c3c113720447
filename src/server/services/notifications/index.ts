export {
  ensurePreferences,
  getPreferences,
  hiddenActivityTypes,
  savePreferences,
} from "./preferences.service";
