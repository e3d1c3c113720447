import { RotateCw, UserX } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { NotFoundCard } from "#client/components/ui/not-found-card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { USER_MSG } from "#shared/messages/users.ts";

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
    <NotFoundCard
      as="h1"
      icon={UserX}
      title={USER_MSG.notFound}
      body="The member may have left, or the link is not quite right."
    />
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
