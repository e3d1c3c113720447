export { resumeFollow } from "./api/follow-user";
export { getUserQueryOptions, useUser } from "./api/get-user";
export { FollowButton } from "./components/follow-button";
export { FollowRow } from "./components/follow-row";
