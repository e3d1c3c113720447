import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

/** A page's content column: centred, the feed's comfortable width by default. */
export function PageContainer({
  children,
  width = "feed",
  className,
}: {
  children: ReactNode;
  width?: "feed" | "wide" | "narrow";
  className?: string;
}) {
  const max = { feed: "max-w-[600px]", wide: "max-w-5xl", narrow: "max-w-md" }[width];
  return <div className={cn("mx-auto w-full px-4 py-6 md:py-8", max, className)}>{children}</div>;
}

/** The page's h1 with an optional line under it. */
export function PageHeader({
  title,
  description,
  icon,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="mb-6">
      <h1 className="flex items-center gap-3 text-2xl font-extrabold tracking-tight text-gray-900 md:text-3xl">
        {icon}
        {title}
      </h1>
      {description ? <p className="mt-2 text-gray-700">{description}</p> : null}
    </div>
  );
}
