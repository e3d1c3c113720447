export { useToggleFollow } from "./api/follow-user";
export { useBadges } from "./api/get-badges";
export { type CityDistribution, useCityDistribution } from "./api/get-city-distribution";
export { type FollowDirection, type UserSummary, useFollows } from "./api/get-follows";
export { useUser } from "./api/get-user";
export { type ProfileDetails, useUpdateProfile } from "./api/update-profile";
export { uploadFile, useUploadProfilePhoto } from "./api/upload-photo";
export { usernameError } from "./api/username-error";
export { ProfileSummaryCard } from "./components/profile-summary-card";
