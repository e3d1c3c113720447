/**
 * What the profile settings screen says of details, username and photo. Only the
 * settings screens need them.
 */
export const PROFILE_SETTINGS_MSG = {
  profileUpdateFailed: "Failed to update profile. Please try again.",
  profileUpdated: "Profile updated",
  bioTooLong: "Bio cannot exceed 150 characters",
  usernameUpdated: "Username updated",
  /** A server refusal containing this is shown as it is, titled usernameChangeErrorTitle. */
  usernameChangeMarker: "username change",
  usernameChangeErrorTitle: "Username Change Error",
  usernameTakenMarker: "Username already exists",
  usernameTaken: "This username is already taken. Please choose a different one.",
  usernameCharsMarker: "Username can only contain",
  usernameChars: "Username can only contain letters and numbers.",
  usernameFailed: "Failed to update username. Please try again.",
  uploadFailedTitle: "Upload failed",
  uploadFailed: "Failed to upload photo. Please try again.",
  photoUpdated: "Photo updated",
} as const;
