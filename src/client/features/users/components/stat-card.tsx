import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/cn.ts";

/** A titled card of the Stats tab. */
export function StatCard({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} className="p-5">
      <h3 id={id} className="flex items-center gap-2 font-bold text-gray-900">
        <span className="text-brand">{icon}</span>
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** Figures with their labels, as a description list laid out in columns (three unless told). */
export function StatTiles({
  tiles,
  columns = "grid-cols-3",
}: {
  tiles: Array<{ label: string; value: ReactNode }>;
  columns?: string;
}) {
  return (
    <dl className={cn("grid gap-2 text-center", columns)}>
      {tiles.map((tile) => (
        <div key={tile.label} className="flex flex-col-reverse rounded-xl bg-gray-50 px-2 py-3">
          <dt className="text-xs font-semibold text-gray-700">{tile.label}</dt>
          <dd className="text-xl font-bold text-gray-900 tabular-nums">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
