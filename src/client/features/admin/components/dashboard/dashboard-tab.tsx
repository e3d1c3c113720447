import { Card } from "#client/components/ui/card.tsx";
import { useAdminStats } from "#client/features/admin/api/get-admin-stats.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { CurrentTopicCard } from "./current-topic-card";
import { PageViewsChart } from "./page-views-chart";
import { StatCards } from "./stat-cards";

export function DashboardTab() {
  const { data: stats, error, refetch } = useAdminStats();
  if (error) {
    return (
      <Card>
        <LoadError
          title="Failed to load the dashboard"
          error={error}
          onRetry={() => void refetch()}
        />
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <h2 className="sr-only">Dashboard</h2>
      <StatCards stats={stats} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <CurrentTopicCard stats={stats} />
        <PageViewsChart days={stats?.pageViews} />
      </div>
    </div>
  );
}
