import { Eye, EyeOff, type LucideIcon, MessageSquareQuote, Users } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import type { AdminStats } from "#shared/schemas/admin.ts";

const CARDS: Array<{ key: keyof AdminStats; label: string; hint: string; icon: LucideIcon }> = [
  {
    key: "totalQuips",
    label: "Total quips",
    hint: "Everything ever posted",
    icon: MessageSquareQuote,
  },
  { key: "activeQuips", label: "Active quips", hint: "Anonymous, under 48 hours", icon: EyeOff },
  { key: "revealedQuips", label: "Revealed quips", hint: "Author shown", icon: Eye },
  { key: "totalUsers", label: "Total users", hint: "Members and QuipBot", icon: Users },
];

const number = new Intl.NumberFormat("en-US");

/** The four counts, as a description list of cards. */
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, hint, icon: Icon }) => (
        <Card key={key} className="flex flex-col gap-1 p-4">
          <dt className="flex items-center gap-2 text-sm font-semibold text-gray-700">
            <Icon aria-hidden="true" className="size-4 text-brand" />
            {label}
          </dt>
          <dd className="text-3xl font-extrabold tabular-nums text-gray-900">
            {stats ? number.format(stats[key] as number) : <Skeleton className="my-1 h-8 w-16" />}
          </dd>
          <dd className="text-xs text-gray-600">{hint}</dd>
        </Card>
      ))}
    </dl>
  );
}
