import {
  Award,
  Coins,
  Crown,
  Fingerprint,
  Ghost,
  type LucideIcon,
  Medal,
  Users,
} from "lucide-react";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ShareResultLink } from "#client/entities/competition/index.ts";
import { useBadges } from "#client/features/users/api/get-badges.ts";
import { cn } from "#client/lib/cn.ts";
import { BADGE_LABELS, BADGE_NOTES, BADGE_TYPES, type BadgeType } from "#shared/rules/badges.ts";
import { StatCard } from "./stat-card";

const ICONS: Record<BadgeType, LucideIcon> = {
  mayor: Crown,
  deputy_mayor: Medal,
  city_treasurer: Coins,
  city_council: Users,
  sleuth: Fingerprint,
  ghost: Ghost,
};

/**
 * The four competition badges, Sleuth and Ghost, with their counts; a badge not earned yet is
 * dimmed. On one's own profile an earned city title offers "Share my result", the card of the
 * competition that last earned it.
 */
export function BadgesCard({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const badges = useBadges(userId);
  const badgeOf = (type: BadgeType) => badges.data?.find((b) => b.badgeType === type);
  return (
    <StatCard
      id="stats-badges"
      title="Badges"
      icon={<Award aria-hidden="true" className="size-5" />}
    >
      {badges.isPending ? (
        <div
          role="status"
          aria-label="Loading badges"
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {BADGE_TYPES.map((type) => (
            <Skeleton key={type} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : badges.isError ? (
        <p className="text-gray-700">Badges could not be loaded.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {BADGE_TYPES.map((type) => {
            const Icon = ICONS[type];
            const n = badgeOf(type)?.count ?? 0;
            const competitionId = badgeOf(type)?.competitionId;
            return (
              <li
                key={type}
                className={cn(
                  "flex flex-col items-center rounded-xl border p-3 text-center",
                  n > 0
                    ? "border-yellow-200 bg-yellow-50"
                    : "border-dashed border-gray-300 bg-gray-50",
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn("size-7", n > 0 ? "text-yellow-700" : "text-gray-400 opacity-60")}
                />
                <span
                  className={cn(
                    "mt-1 text-sm font-semibold",
                    n > 0 ? "text-gray-900" : "text-gray-700",
                  )}
                >
                  {BADGE_LABELS[type]}
                </span>
                {BADGE_NOTES[type] ? (
                  <span className="text-xs text-gray-700">{BADGE_NOTES[type]}</span>
                ) : null}
                <span
                  className={cn(
                    "text-sm font-bold tabular-nums",
                    n > 0 ? "text-yellow-800" : "text-gray-700",
                  )}
                >
                  x{n}
                </span>
                {isOwn && n > 0 && competitionId ? (
                  <ShareResultLink
                    competitionId={competitionId}
                    userId={userId}
                    detail={`as ${BADGE_LABELS[type]}`}
                    className="mt-1 text-xs"
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </StatCard>
  );
}
