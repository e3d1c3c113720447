import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { AdminsCard } from "./admins-card";
import { AllUsersCard } from "./all-users-card";
import { ModeratorsCard } from "./moderators-card";

export function UsersTab() {
  const { data: user } = useCurrentUser();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <h2 className="sr-only">Users</h2>
      <AllUsersCard selfId={user?.id} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <AdminsCard selfId={user?.id} />
        <ModeratorsCard />
      </div>
    </div>
  );
}
