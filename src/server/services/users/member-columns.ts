import { users } from "#server/db/schema/index.ts";

/** The columns a list of members shows of each (search, follows, who to follow). */
export const memberColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  bio: users.bio,
};
