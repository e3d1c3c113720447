import { useState } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import {
  useRegistrationSetting,
  useUpdateRegistrationSetting,
} from "#client/features/admin/api/registration-mode.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { cn } from "#client/lib/cn.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import { REGISTRATION_MODES, type RegistrationMode } from "#shared/schemas/sign-up.ts";

/** The sign-up mode: three choices, each saying what it does, and Save. */
export function RegistrationModeCard() {
  const { data, error, refetch } = useRegistrationSetting();
  return (
    <Card as="section" aria-labelledby="registration-mode-title" className="p-4 sm:p-5">
      <h3 id="registration-mode-title" className="font-bold text-gray-900">
        Who can join
      </h3>
      {error ? (
        <LoadError
          title="Failed to load the sign-up mode"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <Skeleton className="mt-3 h-40 w-full" />
      ) : (
        <ModeForm key={data.mode} saved={data.mode} />
      )}
    </Card>
  );
}

function ModeForm({ saved }: { saved: RegistrationMode }) {
  const [mode, setMode] = useState(saved);
  const update = useUpdateRegistrationSetting();
  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(mode);
      }}
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">Sign-up mode</legend>
        {REGISTRATION_MODES.map((value) => {
          const text = SIGN_UP_MSG.modes[value];
          const id = `registration-mode-${value}`;
          return (
            <label
              key={value}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-xl border p-3",
                mode === value ? "border-brand bg-brand-soft" : "border-gray-200 hover:bg-gray-50",
              )}
            >
              <input
                id={id}
                type="radio"
                name="registration-mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                aria-describedby={`${id}-explanation`}
                className="mt-1 size-4 accent-brand"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-gray-900">
                  {text.label}
                  {value === saved ? (
                    <span className="font-normal text-gray-600"> (current)</span>
                  ) : null}
                </span>
                <span id={`${id}-explanation`} className="mt-0.5 block text-sm text-gray-700">
                  {text.explanation}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="text-sm text-gray-700">
        Only new sign-ups follow a change: members already waiting keep waiting until a moderator
        decides, and nobody already in is asked to wait.
      </p>
      <SubmitButton busy={update.isPending} variant="secondary" disabled={mode === saved}>
        Save
      </SubmitButton>
    </form>
  );
}
