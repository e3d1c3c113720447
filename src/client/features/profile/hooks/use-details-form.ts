import { useState } from "react";
import { LIMITS } from "../../../../shared/limits";
import { CLIENT_MSG } from "../../../../shared/messages";
import { ProfileDetailsInput } from "../../../../shared/schemas/profile";
import type { ProfileDetails } from "../../users/api/update-profile";

export type DetailsErrors = Partial<Record<keyof ProfileDetails, string>>;

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

/** The first problem of each field: the shared profile rules, and the form's 150-character bio. */
export function checkDetails(values: ProfileDetails): DetailsErrors {
  const errors: DetailsErrors = {};
  const result = ProfileDetailsInput.partial().safeParse(values);
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path[0] as keyof ProfileDetails;
    if (key in values && !errors[key]) errors[key] = issue.message;
  }
  if (!errors.bio && values.bio.trim().length > LIMITS.bioFormMax) {
    errors.bio = CLIENT_MSG.settings.bioTooLong;
  }
  return errors;
}

/** Names, bio and website being edited, with their errors once a save was tried. */
export function useDetailsForm(initial: ProfileDetails) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DetailsErrors>({});
  return {
    values,
    errors,
    setField: (name: keyof ProfileDetails, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    /** The trimmed values when they pass, else null (and the errors show). */
    validate: (): ProfileDetails | null => {
      const found = checkDetails(values);
      setErrors(found);
      if (Object.values(found).some(Boolean)) return null;
      return {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        bio: values.bio.trim(),
        website: values.website.trim(),
      };
    },
  };
}
