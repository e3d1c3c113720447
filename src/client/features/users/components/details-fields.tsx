import { TextField } from "#client/components/form/text-field.tsx";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import type { DetailsForm } from "#client/features/users/hooks/use-details-form.ts";
import { LIMITS } from "#shared/limits.ts";

/** First name, last name, website and bio (150 characters, with a counter). */
export function DetailsFields({ form }: { form: DetailsForm }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field("firstName")}
          label="First name"
          autoComplete="given-name"
          maxLength={LIMITS.nameMax}
        />
        <TextField
          {...form.field("lastName")}
          label="Last name"
          autoComplete="family-name"
          maxLength={LIMITS.nameMax}
        />
      </div>
      <TextField
        {...form.field("website")}
        label="Website"
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="yourwebsite.com"
        maxLength={LIMITS.websiteMax}
      />
      <TextareaField
        {...form.field("bio")}
        label="Bio"
        rows={3}
        maxLength={LIMITS.bioFormMax}
        counter={{ max: LIMITS.bioFormMax }}
        placeholder="Tell people a little about yourself"
      />
    </div>
  );
}
