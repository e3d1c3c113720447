import { Save, UserRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button, buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useUpdateProfile } from "#client/features/users/api/update-profile.ts";
import { useDetailsForm } from "#client/features/users/hooks/use-details-form.ts";
import { detailsFrom } from "#client/features/users/lib/details-schema.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { paths } from "#client/lib/paths.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { PROFILE_SETTINGS_MSG } from "#shared/messages/users.profile-settings.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import { DetailsFields } from "./details-fields";

const m = PROFILE_SETTINGS_MSG;

/** Names, website and bio; Save goes back to the profile, Cancel leaves without saving. */
export function DetailsForm({ user }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  const form = useDetailsForm(detailsFrom(user), "settings");
  const save = useUpdateProfile({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: m.profileUpdated, variant: "success" });
        navigate(paths.profile.getHref());
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({
          title: m.profileUpdateFailed,
          ...refusalDescription(error),
          variant: "destructive",
        });
      },
    },
  });

  return (
    <Card as="section" aria-labelledby="details-title" className="p-5 sm:p-6">
      <h2 id="details-title" className="mb-4 flex items-center gap-2 font-bold text-gray-900">
        <UserRound aria-hidden="true" className="size-5 text-brand" />
        Profile details
      </h2>
      <form noValidate onSubmit={form.handleSubmit((details) => save.mutateAsync(details))}>
        <DetailsFields form={form} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Link href={paths.profile.getHref()} className={buttonVariants({ variant: "secondary" })}>
            Cancel
          </Link>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? (
              <Spinner className="size-4" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            Save
          </Button>
        </div>
      </form>
    </Card>
  );
}
