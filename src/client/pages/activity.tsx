import { Activity } from "lucide-react";
import { PageHeader } from "#client/components/layout/page.tsx";
import { ActivityList } from "#client/features/activity/index.ts";
import { ProfileSummaryCard } from "#client/features/users/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { ACTIVITY_MSG } from "#shared/messages/activity.ts";

/** /activity (members only): every notification, newest first, with the profile card beside. */
export function ActivityPage() {
  useDocumentTitle(ACTIVITY_MSG.title);
  const { data: user } = useCurrentUser();
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
        <ProfileSummaryCard user={user} />
      </aside>
    </div>
  );
}
