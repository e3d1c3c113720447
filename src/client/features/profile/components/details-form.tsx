import { Save, UserRound } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { CLIENT_MSG } from "../../../../shared/messages";
import type { CurrentUser } from "../../../../shared/schemas/auth";
import { paths } from "../../../app/paths";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { handleUnauthorized } from "../../auth/utils/handle-unauthorized";
import { useUpdateProfile } from "../../users/api/update-profile";
import { detailsFrom, useDetailsForm } from "../hooks/use-details-form";
import { DetailsFields } from "./details-fields";

const m = CLIENT_MSG.settings;

/** Names, website and bio; Save goes back to the profile, Cancel leaves without saving. */
export function DetailsForm({ user }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  const form = useDetailsForm(detailsFrom(user));
  const save = useUpdateProfile({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: m.profileUpdated, variant: "success" });
        navigate(paths.profile.getHref());
      },
      onError: (error) => {
        if (handleUnauthorized(error, "login")) return;
        toast({ title: m.profileUpdateFailed, variant: "destructive" });
      },
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.validate();
    if (values) save.mutate(values);
  }

  return (
    <Card as="section" aria-labelledby="details-title" className="p-5 sm:p-6">
      <h2 id="details-title" className="mb-4 flex items-center gap-2 font-bold text-gray-900">
        <UserRound aria-hidden="true" className="size-5 text-brand" />
        Profile details
      </h2>
      <form noValidate onSubmit={onSubmit}>
        <DetailsFields idPrefix="settings" {...form} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Link href={paths.profile.getHref()} className={buttonVariants({ variant: "secondary" })}>
            Cancel
          </Link>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? (
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
