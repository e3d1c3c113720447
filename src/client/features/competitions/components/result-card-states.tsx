import { Trophy } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { NotFoundCard } from "#client/components/ui/not-found-card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { RESULT_MSG } from "#shared/messages/competitions.results.ts";

/** The card's shape while it loads: the picture, the title, the place and the buttons. */
export function ResultCardSkeleton() {
  return (
    <Card role="status" aria-label="Loading the result" className="overflow-hidden">
      <Skeleton className="aspect-[1200/630] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-10 w-32 rounded-full" />
      </div>
    </Card>
  );
}

/** No card: not entered, not public yet, or no such competition (one answer for all). */
export function ResultNotFound() {
  return (
    <NotFoundCard
      as="h1"
      icon={Trophy}
      title={RESULT_MSG.notFound}
      body={RESULT_MSG.notFoundBody}
    />
  );
}

export function ResultLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="p-5 text-gray-800">
      <InlineLoadError message={RESULT_MSG.loadFailed} onRetry={onRetry} />
    </Card>
  );
}
