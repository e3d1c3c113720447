import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { LoadError } from "#client/features/admin/components/load-error.tsx";

/** One part of the System tab: its heading, a line summing it up, and its card. */
export function SystemSection({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={`${id}-title`} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        {summary ? <p className="text-sm text-gray-700">{summary}</p> : null}
      </div>
      <Card>{children}</Card>
    </section>
  );
}

/**
 * A part's query as the card shows it: skeleton lines as tall as what replaces them while it
 * loads, the failure with the server's reason and a retry, then the data.
 */
export function Loaded<T>({
  query,
  failed,
  lines = 3,
  lineHeight = "h-12",
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  lines?: number;
  /** A list's row ("h-12") or a line of facts ("h-5"). */
  lineHeight?: "h-12" | "h-5";
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return <LoadError title={failed} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) {
    return (
      <div role="status" className="space-y-3 p-5">
        <span className="sr-only">Loading</span>
        {Array.from({ length: lines }, (_, i) => i).map((line) => (
          <Skeleton key={line} className={`${lineHeight} w-full`} />
        ))}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** A list with nothing in it, said in a line. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="px-4 py-4 text-sm text-gray-600 sm:px-5">{children}</p>;
}
