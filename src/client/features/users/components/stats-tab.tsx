import { BarChart3, Heart, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { averageLikes } from "#client/features/users/lib/profile-stats.ts";
import type { UserProfile } from "#shared/schemas/users.ts";
import { BadgesCard } from "./badges-card";
import { CityDistributionCard } from "./city-distribution-card";
import { SleuthCard } from "./sleuth-card";
import { StatCard, StatTiles } from "./stat-card";
import { StreaksCard } from "./streaks-card";

// The chart's code loads only when someone opens the Stats tab.
const LikesChart = lazy(() => import("./likes-chart").then((m) => ({ default: m.LikesChart })));

/**
 * Quips and likes (the total once), streaks, followers, likes over time, guesses at anonymous
 * authors, badges, city tiers.
 */
export function StatsTab({ profile, isOwn }: { profile: UserProfile; isOwn: boolean }) {
  return (
    <>
      <h2 className="sr-only">Stats</h2>
      <div className="space-y-4">
        <StatCard
          id="stats-quips"
          title="Quips and likes"
          icon={<Heart aria-hidden="true" className="size-5" />}
        >
          <StatTiles
            tiles={[
              { label: "Quips", value: profile.quipsCount },
              { label: "Likes", value: profile.totalLikes },
              {
                label: "Avg likes per quip",
                value: averageLikes(profile.totalLikes, profile.quipsCount),
              },
            ]}
          />
        </StatCard>
        <StreaksCard profile={profile} />
        <StatCard
          id="stats-followers"
          title="Followers"
          icon={<Users aria-hidden="true" className="size-5" />}
        >
          <StatTiles
            tiles={[
              { label: "Followers", value: profile.followersCount },
              { label: "Following", value: profile.followingCount },
              { label: "Likes from followers", value: `${profile.followerLikesPercentage}%` },
            ]}
          />
        </StatCard>
        <StatCard
          id="stats-chart"
          title="Likes over time"
          icon={<BarChart3 aria-hidden="true" className="size-5" />}
        >
          <Suspense fallback={<Skeleton className="h-36 rounded-xl" />}>
            <LikesChart userId={profile.id} />
          </Suspense>
        </StatCard>
        <SleuthCard sleuth={profile.sleuth} />
        <BadgesCard userId={profile.id} isOwn={isOwn} />
        <CityDistributionCard userId={profile.id} />
      </div>
    </>
  );
}
