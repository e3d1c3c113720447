import { Bot, ShieldCheck } from "lucide-react";

/** "Admin" or "QuipBot" next to a member's name. */
export function RoleBadge({ kind }: { kind: "admin" | "bot" }) {
  const Icon = kind === "admin" ? ShieldCheck : Bot;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
      <Icon aria-hidden="true" className="size-3.5" />
      {kind === "admin" ? "Admin" : "QuipBot"}
    </span>
  );
}
