/** What the unsubscribe page and its call say, and the words of notice mails and the digest. */
export const MAIL_LISTS_MSG = {
  badToken: "This unsubscribe link is not valid: it may have been cut short or changed",
  noToken: "This page needs the unsubscribe link from a Quip mail",
  pageTitle: "Unsubscribe",
  willStop: (label: string) => `${label} will stop. Nothing else about your account changes.`,
  confirm: "Unsubscribe",
  done: (label: string) => `Done: ${label.charAt(0).toLowerCase()}${label.slice(1)} has stopped.`,
  doneHint: "You can turn it on again in Settings → Notifications.",
  failed: "Unsubscribing failed. Please try again.",
  toSettings: "Notification settings",
  home: "Go to Quip",
  footer: "You get this mail because of your Quip notification settings.",
  unsubscribe: "Unsubscribe from this list",
} as const;
