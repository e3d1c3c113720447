import { Activity } from "lucide-react";
import { ACTIVITY_MSG } from "../../shared/messages/activity";
import { PageHeader } from "../components/layout/page";
import { ActivityList } from "../features/activity";
import { ProfileSummaryCard } from "../features/users";
import { useCurrentUser } from "../lib/auth/get-current-user";
import { useIsAdmin } from "../lib/auth/get-is-admin";
import { useDocumentTitle } from "../lib/document-title";

/** /activity (members only): every notification, newest first, with the profile card beside. */
export function ActivityPage() {
  useDocumentTitle(ACTIVITY_MSG.title);
  const { data: user } = useCurrentUser();
  const { isAdmin } = useIsAdmin();
  if (!user) return null;
  return (
    <div className="mx-auto flex w-full max-w-[976px] justify-center gap-6 px-4 py-6 md:py-8">
      <div className="w-full max-w-[600px] min-w-0">
        <PageHeader
          title={ACTIVITY_MSG.title}
          icon={
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
              <Activity aria-hidden="true" className="size-5" />
            </span>
          }
        />
        <ActivityList userId={user.id} />
      </div>
      <aside aria-label="Sidebar" className="hidden w-72 shrink-0 space-y-4 md:block lg:w-80">
        <ProfileSummaryCard user={user} isAdmin={isAdmin} />
      </aside>
    </div>
  );
}
