import { useForm } from "../../../components/form/use-form";
import { bySchema } from "../../../components/form/validation";
import type { ProfileDetails } from "../api/update-profile";
import { DetailsSchema } from "../lib/details-schema";

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
