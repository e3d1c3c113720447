export { getBadges, getCityDistribution } from "./achievements.service";
export { listBookmarks } from "./bookmarks.service";
export { deleteOwnAccount } from "./delete-account.service";
export { listFollows, setFollow } from "./follows.service";
export { purgeExpiredHolds } from "./held-usernames";
export { finishOnboarding, listSuggestedMembers } from "./onboarding.service";
export { getProfile } from "./profile.service";
export { updateProfile } from "./update-profile.service";
export { presentCurrentUser } from "./users.presenter";
