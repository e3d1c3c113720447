import { z } from "zod";
import type { ProfileDetails } from "#client/features/users/api/update-profile.ts";
import { LIMITS } from "#shared/limits.ts";
import { PROFILE_SETTINGS_MSG } from "#shared/messages/users.profile-settings.ts";
import { ProfileDetailsInput } from "#shared/schemas/users.profile.ts";

const { firstName, lastName, website } = ProfileDetailsInput.shape;

/**
 * The details form's checks: the shared profile rules, with the form's own 150-character bio
 * (under the server's 200). The data is trimmed text, empty where a field is cleared.
 */
export const DetailsSchema = z
  .object({
    firstName,
    lastName,
    website,
    bio: z.string().trim().max(LIMITS.bioFormMax, PROFILE_SETTINGS_MSG.bioTooLong),
  })
  .transform(
    (details): ProfileDetails => ({
      firstName: details.firstName ?? "",
      lastName: details.lastName ?? "",
      bio: details.bio,
      website: details.website ?? "",
    }),
  );

type Source = {
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  website: string | null;
};

export const detailsFrom = (user: Source): ProfileDetails => ({
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  bio: user.bio ?? "",
  website: user.website ?? "",
});
