import { CalendarX } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { paths } from "#client/lib/paths.ts";
import { RECAP_MSG } from "#shared/messages/recaps.ts";

export function RecapSkeleton() {
  return (
    <div role="status" aria-label={RECAP_MSG.loading} className="space-y-4">
      <Skeleton className="h-36 rounded-2xl" />
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-28 rounded-2xl" />
    </div>
  );
}

export function RecapError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="px-6 py-8 text-center">
      <InlineLoadError message={RECAP_MSG.failed} onRetry={onRetry} className="text-gray-700" />
    </Card>
  );
}

/** An address that names no week, or one still to come. */
export function RecapNotFound() {
  return (
    <Card as="section" aria-labelledby="recap-missing-title" className="px-6 py-10 text-center">
      <CalendarX aria-hidden="true" className="mx-auto size-8 text-gray-500" />
      <h1 id="recap-missing-title" className="mt-3 text-2xl font-extrabold text-gray-900">
        {RECAP_MSG.notFound}
      </h1>
      <p className="mx-auto mt-2 max-w-sm text-gray-700">{RECAP_MSG.notFoundHint}</p>
      <Link href={paths.recap.getHref()} className={buttonVariants({ className: "mt-5" })}>
        {RECAP_MSG.thisWeek}
      </Link>
    </Card>
  );
}
