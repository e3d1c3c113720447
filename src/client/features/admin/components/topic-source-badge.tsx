import { cn } from "#client/lib/cn.ts";

/** "Manual" (an administrator's wording) or "Auto" / "Auto-generated" (the generator's). */
export function TopicSourceBadge({
  isManual,
  long = false,
}: {
  isManual: boolean;
  long?: boolean;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold",
        isManual ? "bg-blue-50 text-blue-800" : "bg-gray-100 text-gray-800",
      )}
    >
      {isManual ? "Manual" : long ? "Auto-generated" : "Auto"}
    </span>
  );
}
