/** Every number the product promises, in one place for both sides. */
export const LIMITS = {
  /** Posting and editing alike (decision 0134): a posted quip can always be corrected. */
  quipMax: 500,
  quipCounterWarnAbove: 450,
  commentMax: 1000,
  flagReasonMax: 500,
  vaultMax: 500,
  /** Drafts a member keeps at once: a notebook, not free storage. */
  vaultDraftsMax: 200,
  bioMax: 200,
  bioFormMax: 150,
  nameMax: 50,
  websiteMax: 255,
  imageUrlMax: 500,
  usernameMin: 3,
  usernameMax: 30,
  usernameChangeDays: 30,
  /** A deleted account's username is kept from anyone else this long (decision 0116). */
  usernameHoldDays: 30,
  passwordMin: 8,
  passwordMax: 256,
  emailMax: 254,
  photoMaxBytes: 10 * 1024 * 1024,
  anonymityMs: 48 * 60 * 60 * 1000,
  /** A topic's competition runs this long from its activation; not tied to the anonymity window. */
  competitionWindowMs: 48 * 60 * 60 * 1000,
  editWindowMs: 15 * 60 * 1000,
  /** A comment's author may reword it this long after posting it, as a quip's may (decision 0149). */
  commentEditWindowMs: 15 * 60 * 1000,
  /** Hot ranks the quips of the last week; feed_ranks keeps none older. */
  hotWindowMs: 7 * 24 * 60 * 60 * 1000,
  quipsPerTopic: 3,
  /** The most liked revealed quips a weekly recap shows, and how many weeks its feed holds. */
  recapTopQuips: 5,
  recapFeedWeeks: 12,
  /**
   * Titles below the podium need this many entries (decision 0134): the fewest in which each of
   * them falls to at least one whole place (City Council to 4th, Village Idiot to the last alone).
   */
  competitionTitlesMinEntries: 20,
  replyDepthMax: 3,
  feedPageSize: 10,
  profilePageSize: 20,
  /** Who to follow: this many members, active in the window below. */
  suggestedMembers: 5,
  suggestionWindowMs: 30 * 24 * 60 * 60 * 1000,
  activityPageSize: 10,
  /** A quip's top-level comments come this many at a time, newest first. */
  commentsPageSize: 10,
  /** Each comment comes with this many of its first replies; "Show more replies" brings the rest. */
  repliesShown: 2,
  repliesPageSize: 10,
  pageSizeMax: 50,
  topicMax: 100,
  scheduledTopicDays: 14,
  adminUsersPageSize: 20,
  adminSearchResults: 20,
  /** The dashboard's page-view chart: this many Eastern days, today included. */
  adminPageViewDays: 14,
  /** Why a member is suspended, as they will read it. */
  suspensionReasonMax: 500,
  /** A quip reported by this many members is hidden pending review, unless an admin sets another. */
  autoHideReportsDefault: 5,
  autoHideReportsMin: 1,
  autoHideReportsMax: 100,
  moderationLogPageSize: 20,
  /** The review queue: this many reported quips, comments and members a page (decision 0152). */
  moderationQueuePageSize: 20,
  /** A staff note on a member: what moderators and administrators write down for each other. */
  staffNoteMax: 1000,
  /** A member's staff notes, newest first, at most this many. */
  staffNotesShown: 200,
  /** Why a moderator warns a member, as the member will read it (decision 0158). */
  warningReasonMax: 1000,
  /** A member's appeal of a warning, and the note a moderator adds to its outcome. */
  appealTextMax: 1000,
  /** A warning may be appealed once, within this many days of it on the app's clock. */
  warningAppealDays: 20,
  /** How much of a cited quip or comment a warning keeps, should the text itself go. */
  warningExcerptChars: 200,
  /** Each of search's lists: quips, members, topics. */
  searchResults: 20,
  /** Trending Now: this many topics, phrases or words, each in at least trendingMinQuips recent quips. */
  trendingWords: 5,
  trendingMinQuips: 3,
  /** A topic page lists this many of its quips at most. */
  topicQuipsShown: 500,
  /** The previous-topics page goes back this many topics: a year of them. */
  previousTopicsShown: 365,
  /** Members notified from one text: enough for any joke, not a way to page the whole site. */
  mentionsMax: 10,
  sessionDays: 30,
  resetTokenMs: 60 * 60 * 1000,
  /** A link that confirms an address (at sign-up, or a change) works this long. */
  emailConfirmationMs: 24 * 60 * 60 * 1000,
  /** A data export's mailed link works this long (decision 0115). */
  dataExportValidDays: 7,
  /** A member may ask for their data once in this long. */
  dataExportEveryMs: 24 * 60 * 60 * 1000,
  shareDescriptionMax: 197,
  /** The sitemap protocol's bound on the addresses in one sitemap, and on the sitemaps in an index. */
  sitemapUrlsMax: 50_000,
  mobileBreakpointPx: 768,
  feedSkeletonCards: 5,
  /** The next feed page loads once the reader is this close to the bottom. */
  feedScrollThresholdPx: 1000,
  activityScrollThresholdPx: 500,
  commentsScrollThresholdPx: 500,
  sidebarActivityItems: 3,
  /** "Liked by" names the first members who liked a quip; a popular quip has tens of thousands. */
  likersShown: 100,
  sidebarActivityExcerpt: 60,
  activityExcerpt: 100,
  /** Unread notifications are counted up to this; the badge shows "99+" past it. */
  unreadCountCap: 100,
  /** Browsers a member receives push notices on at once: their phones, tablets and computers. */
  pushSubscriptionsMax: 20,
  /** Open live streams (one per browser tab) a member, and an address, may hold at once. */
  streamsPerMember: 10,
  streamsPerAddress: 40,
  /** Muted words or phrases a member keeps, each of mutedWordMin to mutedWordMax characters. */
  mutedWordsMax: 100,
  mutedWordMin: 1,
  mutedWordMax: 50,
  /** Settings' lists of muted and blocked members come this many at a time. */
  safetyListPageSize: 20,
  /** The mutes list names a hidden quip's author as "the author of “…”" with this much of it. */
  hiddenQuipExcerpt: 60,
  /** "Why do you want to join?" on the sign-up form while new accounts wait for approval. */
  joinReasonMax: 500,
  /** An invite code works this long after it is made, once (decision 0155). */
  inviteValidDays: 7,
  /** Unused, unexpired invites a member holds at once; administrators are not limited. */
  invitesPerMember: 5,
  /** One's own invites listed, newest first: used and expired ones stay in view a while. */
  invitesListed: 50,
  /** The pending members a moderator is shown at once, oldest first. */
  pendingMembersShown: 100,
  /** A blocked email domain, as DNS bounds a name. */
  blockedDomainMax: 253,
  /** A watched word or phrase, as long as a muted one may be. */
  watchedWordMax: 50,
  /** Watched words an administrator keeps: each is run on every post. */
  watchedWordsMax: 500,
  /** One's own held posts listed, newest first. */
  heldPostsListed: 50,
} as const;

export const TIMING = {
  likeRefetchMs: 400,
  /** After a like, the scroll position is held this long once the lists have refreshed. */
  likeScrollHoldMs: 600,
  /** The feed's current-page detection waits this long after scrolling stops. */
  scrollDetectDebounceMs: 200,
  unauthorizedRedirectMs: 500,
  topicCountsRefreshMs: 2000,
  toastDismissMs: 3000,
  toastRemoveMs: 3000,
  currentUserStaleMs: 300_000,
  topicTimingRefetchMs: 30_000,
  duplicateCheckDebounceMs: 500,
  /** A comment line on every open stream this often keeps proxies from closing it as idle. */
  streamHeartbeatMs: 25_000,
  /** Changes to counts and unread notifications are sent together at most this often. */
  liveCoalesceMs: 200,
  /** How far back a reconnecting stream can be given what it missed, instead of a reset. */
  liveReplayMs: 120_000,
  /** A hidden tab closes its stream after this long, and opens it again when shown. */
  streamHiddenPauseMs: 30_000,
  /** The stream's reconnect waits double from the first to the last. */
  streamRetryFirstMs: 1_000,
  streamRetryMaxMs: 30_000,
} as const;

export const DEFAULT_FEED_FILTER = "top48";
export const EASTERN_TZ = "America/New_York";
export const QUIPBOT_USERNAME = "QuipBot";
/** What stands in for the topic on Sundays, which have none. */
export const NO_TOPIC_SUNDAY = "No Topic Sunday";

/** Shown wherever today's topic is not known yet (the product's fallback text). */
export const FALLBACK_TOPIC_TEXT = "Doing laundry";
/** sessionStorage key for the feed filter and page to return to (kept for the browser session). */
export const PREVIOUS_FEED_STORAGE_KEY = "quip:previous-feed";
/** sessionStorage key for what a person asked to do before signing in, and where they were. */
export const PENDING_ACTION_STORAGE_KEY = "quip:pending-action";
/** An action asked for longer ago than this is not resumed: it would come as a surprise. */
export const PENDING_ACTION_MAX_AGE_MS = 60 * 60 * 1000;
/** sessionStorage key for the quip the reader left the feed at, to come back to it. */
export const FEED_ANCHOR_STORAGE_KEY = "quip:feed-anchor";
/** localStorage key holding "off" while the keyboard shortcuts are turned off in this browser. */
export const SHORTCUTS_STORAGE_KEY = "quip:shortcuts";

/** Contact form limits (the maximums keep one message readable). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
  /** An administrator's answer, mailed to the sender: as long as the message it answers may be. */
  replyMax: 5000,
  /** The console's contact inbox: messages a page. */
  inboxPageSize: 20,
} as const;

/**
 * The console's System tab (decision 0167), apart from LIMITS so the first page load carries
 * none of them.
 */
export const SYSTEM_LIMITS = {
  /** Each job's latest runs shown. */
  jobRunsShown: 5,
  /** Job runs are kept this long, then purged. */
  jobRunsKeptDays: 14,
  /** Failed, then pending, mails (and pushes) listed at most, oldest first. */
  queueShownMax: 50,
} as const;

/**
 * Whodunnit's numbers (decision 0164), apart from LIMITS so the first page load, which reads
 * LIMITS, carries none of them: a Ghost's quip was guessed at by at least this many members and
 * rightly by none; a week's Sleuth guessed rightly at least this many times that week.
 */
export const GUESS_LIMITS = {
  ghostGuessersMin: 10,
  sleuthRightMin: 3,
} as const;
