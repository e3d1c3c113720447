/** Messages of the member area's people features: profiles, follows, photos, search, activity. */
export const USER_MSG = {
  notFound: "User not found.",
  cannotFollowSelf: "You cannot follow yourself",
  bookmarksPrivate: "You can only see your own bookmarks",
  activityPrivate: "You can only see your own activity",
  bioTooLong: "Bio cannot exceed 200 characters",
  nameTooLong: "Name cannot exceed 50 characters",
  websiteInvalid: "Please enter a valid website URL (max 255 characters)",
  usernameTaken: "Username already exists",
  /** Contains "username change", which the client shows as is. */
  usernameTooSoon: (next: string) =>
    `You can only make one username change every 30 days. Your next username change is possible on ${next}.`,
  photo: {
    invalidTypeTitle: "Invalid file type",
    invalidType: "Please select an image file (JPG, PNG, or GIF).",
    tooLargeTitle: "File too large",
    tooLarge: "Please select an image smaller than 10MB.",
    tooManyPixels: "Please select an image of at most 25 megapixels.",
    interlacedTooLarge:
      "Please select an image of at most 4 megapixels, or save this PNG without interlacing.",
    unreadable: "This image could not be read; the file may be damaged. Please select another one.",
    busy: "Too many photos are being processed right now. Please try again in a moment.",
    uploadExpired: "This upload link has expired. Please try again.",
    uploadNotFound: "Upload not found",
    notUploaded: "The photo has not been uploaded yet",
    /** Also for another member's upload, so the answer tells nothing about other uploads. */
    notYours: "A profile photo must be a photo you uploaded.",
  },
  search: {
    failed: "Search failed.",
  },
  /** What a suspended member reads, on every refusal and in the banner; never who suspended them. */
  suspension: {
    until: (end: string, reason: string) => `Your account is suspended until ${end}: ${reason}`,
    indefinitely: (reason: string) => `Your account is suspended indefinitely: ${reason}`,
    whatStillWorks:
      "You can still read Quip, bookmark quips and keep drafts, but you cannot post, edit, comment, like, follow, report or change your profile.",
  },
} as const;

/** What a profile's own buttons and lists say. */
export const PROFILE_MSG = {
  followFailed: "Failed to update follow status",
  logoutFailed: "Failed to log out. Please try again.",
  following: (name: string) => `Following ${name}`,
  unfollowed: (name: string) => `Unfollowed ${name}`,
  pending: "Loading...",
  mutual: "Mutual",
  sortNew: "New Quips",
  sortTop: "Top All Time",
  bookmarksTitle: (count: number | string) => `Your Bookmarks (${count})`,
  vaultTitle: (count: number | string) => `Your Quip Vault (${count})`,
  deleteUserTitle: "Delete User",
  /** What the automated account does, shown on its editing card. */
  quipBotNotes: [
    "QuipBot generates one AI quip every day.",
    "It answers the Topic of the Day, or creates its own topic on Sundays.",
    "It posts at a random time within each 24 hours.",
    "Members who liked its quips get special notifications when those old quips are revealed.",
  ],
} as const;
