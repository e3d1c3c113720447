import { CalendarX } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { NotFoundCard } from "#client/components/ui/not-found-card.tsx";
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
    <NotFoundCard
      as="h1"
      icon={CalendarX}
      title={RECAP_MSG.notFound}
      body={RECAP_MSG.notFoundHint}
      action={{ href: paths.recap.getHref(), label: RECAP_MSG.thisWeek }}
    />
  );
}
