import { Skeleton } from "#client/components/ui/skeleton.tsx";

/** The shape of a quip card while it loads. */
export function QuipCardSkeleton() {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="ml-auto h-4 w-12" />
      </div>
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-4/5" />
      <div className="mt-5 flex gap-4">
        <Skeleton className="h-6 w-12 rounded-full" />
        <Skeleton className="h-6 w-12 rounded-full" />
        <Skeleton className="h-6 w-8 rounded-full" />
      </div>
    </div>
  );
}

/** `count` card skeletons, announced once as loading. */
export function QuipListSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <QuipCardSkeleton key={index} />
      ))}
    </div>
  );
}
