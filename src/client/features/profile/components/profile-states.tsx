import { House, RotateCw, UserX } from "lucide-react";
import { Link } from "wouter";
import { USER_MSG } from "../../../../shared/user-messages";
import { paths } from "../../../app/paths";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";

/** The header card's shape while the profile loads. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="space-y-4">
      <Card className="p-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-24" />
          </div>
        </div>
        <Skeleton className="mt-5 h-4 w-3/4" />
        <Skeleton className="mt-5 h-12 w-full" />
      </Card>
      <Skeleton className="h-10 w-full rounded-full" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

/** "User not found." with a way home. */
export function UserNotFound() {
  return (
    <Card as="section" className="px-6 py-10 text-center">
      <UserX aria-hidden="true" className="mx-auto size-8 text-gray-500" />
      <h1 className="mt-3 text-lg font-bold text-gray-900">{USER_MSG.notFound}</h1>
      <p className="mx-auto mt-2 max-w-sm text-gray-700">
        The member may have left, or the link is not quite right.
      </p>
      <Link href={paths.home.getHref()} className={buttonVariants({ className: "mt-5" })}>
        <House aria-hidden="true" className="size-4" />
        Go Home
      </Link>
    </Card>
  );
}

/** Any other failure to load the profile, with a retry. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-wrap items-center gap-3 p-5 text-gray-800">
      <p>Couldn't load this profile.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </Card>
  );
}
