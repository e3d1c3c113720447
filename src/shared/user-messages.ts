/** Messages of the member area's people features: profiles, follows, photos, search, activity. */
export const USER_MSG = {
  notFound: "User not found.",
  cannotFollowSelf: "You cannot follow yourself",
  bookmarksPrivate: "You can only see your own bookmarks",
  activityPrivate: "You can only see your own activity",
  bioTooLong: "Bio cannot exceed 200 characters",
  nameTooLong: "Name cannot exceed 50 characters",
  websiteInvalid: "Please enter a valid website URL (max 255 characters)",
  imageUrlInvalid: "Please enter a valid image URL (JPG, PNG, GIF or WebP)",
  usernameTaken: "Username already exists",
  /** Contains "username change", which the client shows as is. */
  usernameTooSoon: (next: string) =>
    `You can only make one username change every 30 days. Your next username change is possible on ${next}.`,
  photo: {
    invalidTypeTitle: "Invalid file type",
    invalidType: "Please select an image file (JPG, PNG, or GIF).",
    tooLargeTitle: "File too large",
    tooLarge: "Please select an image smaller than 10MB.",
    uploadExpired: "This upload link has expired. Please try again.",
    uploadNotFound: "Upload not found",
    notUploaded: "The photo has not been uploaded yet",
  },
  search: {
    failed: "Search failed.",
  },
} as const;
