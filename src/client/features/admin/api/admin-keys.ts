/** Query keys of the admin screen; mutations invalidate by these prefixes. */
export const adminKeys = {
  all: ["admin"] as const,
  stats: () => [...adminKeys.all, "stats"] as const,
  scheduledTopics: () => [...adminKeys.all, "scheduled-topics"] as const,
  duplicateCheck: (topic: string) => [...adminKeys.all, "check-duplicate", topic] as const,
  users: () => [...adminKeys.all, "users"] as const,
  allUsers: (page: number) => [...adminKeys.users(), "all", page] as const,
  searchUsers: (q: string) => [...adminKeys.users(), "search", q] as const,
  admins: () => [...adminKeys.users(), "admins"] as const,
  queue: () => [...adminKeys.all, "queue"] as const,
  queuePage: (filters: { kind: string; page: number }) => [...adminKeys.queue(), filters] as const,
  staffNotes: (memberId: string) => [...adminKeys.all, "staff-notes", memberId] as const,
  moderators: () => [...adminKeys.users(), "moderators"] as const,
  flags: () => [...adminKeys.all, "flags"] as const,
  commentFlags: () => [...adminKeys.flags(), "comments"] as const,
  autoHide: () => [...adminKeys.all, "auto-hide"] as const,
  registrationMode: () => [...adminKeys.all, "registration-mode"] as const,
  pendingMembers: () => [...adminKeys.users(), "pending"] as const,
  blockedDomains: () => [...adminKeys.all, "blocked-domains"] as const,
  watchedWords: () => [...adminKeys.all, "watched-words"] as const,
  log: () => [...adminKeys.all, "moderation-log"] as const,
  logPage: (filters: { page: number; action: string; adminId: string }) =>
    [...adminKeys.log(), filters] as const,
  contactMessages: () => [...adminKeys.all, "contact-messages"] as const,
  contactMessageLists: () => [...adminKeys.contactMessages(), "list"] as const,
  contactMessagePage: (view: string, page: number) =>
    [...adminKeys.contactMessageLists(), view, page] as const,
  contactMessage: (id: string) => [...adminKeys.contactMessages(), "message", id] as const,
  contactUnread: () => [...adminKeys.contactMessages(), "unread"] as const,
  system: () => [...adminKeys.all, "system"] as const,
  systemPart: (part: SystemPart) => [...adminKeys.system(), part] as const,
};

/** The System tab's parts, each read and refreshed on its own. */
export type SystemPart = "jobs" | "mail" | "pushes" | "exports" | "database" | "version";
