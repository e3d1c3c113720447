import { LIMITS } from "../../../../shared/limits";
import { FieldError } from "../../../components/ui/field-error";
import { TextField } from "../../../components/ui/form-field";
import { Label } from "../../../components/ui/label";
import { CharacterCounter, Textarea } from "../../quips/components/textarea";
import type { ProfileDetails } from "../../users/api/update-profile";
import type { DetailsErrors } from "../hooks/use-details-form";

/** First name, last name, website and bio (150 characters, with a counter). */
export function DetailsFields({
  idPrefix,
  values,
  errors,
  setField,
}: {
  idPrefix: string;
  values: ProfileDetails;
  errors: DetailsErrors;
  setField: (name: keyof ProfileDetails, value: string) => void;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id("first-name")}
          label="First name"
          autoComplete="given-name"
          maxLength={LIMITS.nameMax}
          value={values.firstName}
          error={errors.firstName}
          onChange={(event) => setField("firstName", event.target.value)}
        />
        <TextField
          id={id("last-name")}
          label="Last name"
          autoComplete="family-name"
          maxLength={LIMITS.nameMax}
          value={values.lastName}
          error={errors.lastName}
          onChange={(event) => setField("lastName", event.target.value)}
        />
      </div>
      <TextField
        id={id("website")}
        label="Website"
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="yourwebsite.com"
        maxLength={LIMITS.websiteMax}
        value={values.website}
        error={errors.website}
        onChange={(event) => setField("website", event.target.value)}
      />
      <div>
        <Label htmlFor={id("bio")}>Bio</Label>
        <Textarea
          id={id("bio")}
          rows={3}
          maxLength={LIMITS.bioFormMax}
          value={values.bio}
          placeholder="Tell people a little about yourself"
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={`${id("bio-count")}${errors.bio ? ` ${id("bio-error")}` : ""}`}
          onChange={(event) => setField("bio", event.target.value)}
          className="mt-1.5"
        />
        <div className="mt-1 flex justify-between gap-3">
          <FieldError id={id("bio-error")} message={errors.bio} className="mt-0" />
          <CharacterCounter
            id={id("bio-count")}
            count={values.bio.length}
            max={LIMITS.bioFormMax}
            className="ml-auto"
          />
        </div>
      </div>
    </div>
  );
}
