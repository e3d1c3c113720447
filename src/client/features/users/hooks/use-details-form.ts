import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import type { ProfileDetails } from "#client/features/users/api/update-profile.ts";
import { DetailsSchema } from "#client/features/users/lib/details-schema.ts";

/** Names, bio and website being edited; a field's error clears as soon as it is edited. */
export function useDetailsForm(initialValues: ProfileDetails, idPrefix: string) {
  return useForm({
    initialValues,
    validate: bySchema(DetailsSchema),
    idPrefix,
    afterSubmit: "clear",
  });
}

export type DetailsForm = ReturnType<typeof useDetailsForm>;
