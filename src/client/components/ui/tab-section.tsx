import type { ReactNode } from "react";

/** A tab panel's heading row: the title and, at the end, its controls. */
export function TabHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-lg font-bold text-gray-900">{title}</h2>
      {children}
    </div>
  );
}

/** What a tab says when it has nothing to show. */
export function TabEmpty({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center shadow-xs">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
        {icon}
      </span>
      <p className="mt-3 text-lg font-bold text-gray-900">{title}</p>
      {children}
    </div>
  );
}
