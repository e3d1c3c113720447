import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

const TONES = {
  red: { box: "border-red-200 bg-red-50 text-red-900", icon: "text-red-800" },
  amber: { box: "border-amber-200 bg-amber-50 text-amber-950", icon: "text-amber-800" },
} as const;

/** A note above the composer saying why posting waits, before the member types. */
export function ComposerNote({
  id,
  icon: Icon,
  tone,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      role="note"
      aria-labelledby={id}
      className={cn("flex items-start gap-3 rounded-xl border p-4", TONES[tone].box)}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", TONES[tone].icon)} />
      <div className="min-w-0">
        <p id={id} className="font-semibold">
          {title}
        </p>
        <p className="mt-0.5 text-sm break-words">{children}</p>
      </div>
    </div>
  );
}
