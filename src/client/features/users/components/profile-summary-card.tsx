import { Settings, Shield, UserRound } from "lucide-react";
import { Link } from "wouter";
import { displayName } from "../../../../shared/rules/avatar-initials";
import type { CurrentUser } from "../../../../shared/schemas/auth";
import { paths } from "../../../app/paths";
import { Card } from "../../../components/ui/card";
import { UserAvatar } from "./user-avatar";

const linkClass =
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-gray-800 " +
  "border border-gray-200 hover:bg-gray-50 hover:border-gray-300";

/** The signed-in member at a glance, for sidebars. `onNavigate` runs before a link is followed. */
export function ProfileSummaryCard({
  user,
  isAdmin,
  onNavigate,
}: {
  user: CurrentUser;
  isAdmin: boolean;
  onNavigate?: () => void;
}) {
  const name = displayName(user);
  return (
    <Card as="section" aria-labelledby="profile-summary-title" className="p-5">
      <div className="flex items-center gap-3">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <h2 id="profile-summary-title" className="truncate font-bold text-gray-900">
            {name}
          </h2>
          <p className="truncate text-sm text-gray-600">@{user.username}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href={paths.profile.getHref()} onClick={onNavigate} className={linkClass}>
          <UserRound aria-hidden="true" className="size-4" />
          View profile
        </Link>
        <Link href={paths.editProfile.getHref()} onClick={onNavigate} className={linkClass}>
          <Settings aria-hidden="true" className="size-4" />
          Edit profile
        </Link>
        {isAdmin ? (
          <Link href={paths.admin.getHref()} onClick={onNavigate} className={linkClass}>
            <Shield aria-hidden="true" className="size-4" />
            Admin
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
