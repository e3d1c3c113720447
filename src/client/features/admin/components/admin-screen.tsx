import { lazy, Suspense } from "react";
import { PageLoader } from "#client/components/ui/spinner.tsx";
import {
  type AdminTab,
  CONSOLE_TABS,
  useAdminTab,
} from "#client/features/admin/hooks/use-admin-tab.ts";
import type { StaffRole } from "#client/lib/auth/staff-role.ts";
import { AdminTabs, panelId, tabId } from "./admin-tabs";
import { DashboardTab } from "./dashboard/dashboard-tab";

const TopicsTab = lazy(() => import("./topics/topics-tab").then((m) => ({ default: m.TopicsTab })));
const UsersTab = lazy(() => import("./users/users-tab").then((m) => ({ default: m.UsersTab })));
const SignUpTab = lazy(() =>
  import("./sign-up/sign-up-tab").then((m) => ({ default: m.SignUpTab })),
);
const QueueTab = lazy(() => import("./queue/queue-tab").then((m) => ({ default: m.QueueTab })));
const FlagsTab = lazy(() => import("./flags/flags-tab").then((m) => ({ default: m.FlagsTab })));
const MessagesTab = lazy(() =>
  import("./messages/messages-tab").then((m) => ({ default: m.MessagesTab })),
);
const LogTab = lazy(() => import("./log/log-tab").then((m) => ({ default: m.LogTab })));
const SystemTab = lazy(() => import("./system/system-tab").then((m) => ({ default: m.SystemTab })));

const PANELS: Record<AdminTab, (role: StaffRole) => React.ReactNode> = {
  dashboard: () => <DashboardTab />,
  topics: () => <TopicsTab />,
  users: () => <UsersTab />,
  signup: (role) => <SignUpTab role={role} />,
  queue: (role) => <QueueTab role={role} />,
  flags: () => <FlagsTab />,
  messages: () => <MessagesTab />,
  log: () => <LogTab />,
  system: () => <SystemTab />,
};

/**
 * The tabs the role may use and the selected tab's panel (only that one is mounted and
 * fetching): everything for administrators, the queue and the log for moderators.
 */
export function AdminScreen({ role }: { role: StaffRole }) {
  const [tab, setTab] = useAdminTab(role);
  return (
    <div className="space-y-6">
      <AdminTabs tabs={CONSOLE_TABS[role]} value={tab} onChange={setTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <Suspense fallback={<PageLoader />}>{PANELS[tab](role)}</Suspense>
      </div>
    </div>
  );
}
