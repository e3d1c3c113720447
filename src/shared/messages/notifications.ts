/** What the notification settings, the push calls and the offer to turn notices on say. */
export const NOTIFICATIONS_MSG = {
  title: "Notifications",
  intro: "Choose where each kind of notice reaches you.",
  loadFailed: "Failed to load your notification settings",
  saveFailed: "Failed to save your notification settings. Please try again.",
  saved: "Notification settings saved",
  moderationStaysInActivity:
    "Moderation notices always show in Activity: they say what happened to your posts",
  quietHoursSame: "Quiet hours must start and end at different times",
  unknownTimeZone: "Unknown time zone",
  endpointInvalid: "The push subscription's endpoint is not a valid https URL",
  endpointNotAllowed:
    "The push subscription's endpoint is not a push service this site delivers to",
  keysInvalid:
    "The push subscription's keys are not valid: p256dh must be a P-256 public key and auth 16 bytes, both base64url",
  tooManySubscriptions: "Too many push subscriptions: remove one on another device first",
  offerTitle: "Stay in the loop",
  offerBody:
    "Get a notice when someone replies, mentions or follows you, and when your quip is revealed.",
  offerInstall: "Install Quip",
  offerTurnOn: "Turn on notices",
  offerDismiss: "Not now",
  offerOn: "Notices are on for this device.",
  offerBlocked: "Notices are blocked for this site in your browser's settings.",
  offerFailed: "This browser could not turn on notices.",
  pushThisDevice: "Push notices on this device",
  pushOn: "On for this device",
  pushOff: "Off for this device",
  pushUnsupported: "This browser cannot receive push notices.",
} as const;
