import { lazy, Suspense } from "react";
import { PageLoader } from "#client/components/ui/spinner.tsx";
import { type AdminTab, useAdminTab } from "#client/features/admin/hooks/use-admin-tab.ts";
import { AdminTabs, panelId, tabId } from "./admin-tabs";
import { DashboardTab } from "./dashboard/dashboard-tab";

const TopicsTab = lazy(() => import("./topics/topics-tab").then((m) => ({ default: m.TopicsTab })));
const UsersTab = lazy(() => import("./users/users-tab").then((m) => ({ default: m.UsersTab })));
const SignUpTab = lazy(() =>
  import("./sign-up/sign-up-tab").then((m) => ({ default: m.SignUpTab })),
);
const FlagsTab = lazy(() => import("./flags/flags-tab").then((m) => ({ default: m.FlagsTab })));
const MessagesTab = lazy(() =>
  import("./messages/messages-tab").then((m) => ({ default: m.MessagesTab })),
);
const LogTab = lazy(() => import("./log/log-tab").then((m) => ({ default: m.LogTab })));

const PANELS: Record<AdminTab, () => React.ReactNode> = {
  dashboard: () => <DashboardTab />,
  topics: () => <TopicsTab />,
  users: () => <UsersTab />,
  signup: () => <SignUpTab />,
  flags: () => <FlagsTab />,
  messages: () => <MessagesTab />,
  log: () => <LogTab />,
};

/** The tabs and the selected tab's panel (only that one is mounted and fetching). */
export function AdminScreen() {
  const [tab, setTab] = useAdminTab();
  return (
    <div className="space-y-6">
      <AdminTabs value={tab} onChange={setTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <Suspense fallback={<PageLoader />}>{PANELS[tab]()}</Suspense>
      </div>
    </div>
  );
}
