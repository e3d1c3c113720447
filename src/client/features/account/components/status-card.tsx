import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/cn.ts";

const tones = {
  brand: "bg-brand-soft text-brand",
  danger: "bg-red-50 text-red-700",
  neutral: "bg-gray-100 text-gray-700",
};

/** One step of the password screens: an icon, the page's heading, a few words and a way on. */
export function StatusCard({
  icon: Icon,
  tone = "brand",
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby="status-title" className="px-6 py-10 text-center sm:px-10">
      <span
        className={cn("mx-auto flex size-14 items-center justify-center rounded-full", tones[tone])}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1
        id="status-title"
        className="mt-4 text-2xl font-extrabold tracking-tight text-gray-900 md:text-3xl"
      >
        {title}
      </h1>
      {children ? <div className="mx-auto mt-3 max-w-sm text-gray-700">{children}</div> : null}
      {actions ? (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      ) : null}
    </Card>
  );
}
