import type { ReactNode } from "react";

/** Facts as pairs of a name and its value, two columns wherever they fit. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 p-4 text-sm sm:p-5">
      {children}
    </dl>
  );
}

export function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-600">{name}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </>
  );
}
