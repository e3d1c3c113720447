import { Bot, Gavel, ShieldCheck } from "lucide-react";

const BADGES = {
  admin: { label: "Admin", icon: ShieldCheck },
  moderator: { label: "Moderator", icon: Gavel },
  bot: { label: "QuipBot", icon: Bot },
} as const;

/** "Admin", "Moderator" or "QuipBot" next to a member's name. */
export function RoleBadge({ kind }: { kind: keyof typeof BADGES }) {
  const { label, icon: Icon } = BADGES[kind];
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
