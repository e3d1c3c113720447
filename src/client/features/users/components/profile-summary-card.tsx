import { Settings, Shield } from "lucide-react";
import { Link } from "wouter";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { useUser } from "#client/entities/user/index.ts";
import { CONSOLE_LABEL, staffRoleOf } from "#client/lib/auth/staff-role.ts";
import { type ProfileTab, paths } from "#client/lib/paths.ts";
import { displayName } from "#shared/rules/avatar-initials.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";

const linkClass =
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-gray-800 " +
  "border border-gray-200 hover:bg-gray-50 hover:border-gray-300";

/**
 * The signed-in member at a glance, for sidebars: @username, full name, and counts of quips,
 * followers and following, each opening that profile tab. `onNavigate` runs before a link.
 */
export function ProfileSummaryCard({
  user,
  onNavigate,
}: {
  user: CurrentUser;
  onNavigate?: () => void;
}) {
  const profile = useUser(user.id);
  const staffRole = staffRoleOf(user);
  const name = displayName(user);
  const counts: Array<{ label: string; tab: ProfileTab; value: number | undefined }> = [
    { label: "Quips", tab: "quips", value: profile.data?.quipsCount },
    { label: "Followers", tab: "followers", value: profile.data?.followersCount },
    { label: "Following", tab: "following", value: profile.data?.followingCount },
  ];
  return (
    <Card as="section" aria-labelledby="profile-summary-title" className="p-5">
      <Link
        href={paths.profile.getHref()}
        onClick={onNavigate}
        className="-m-1 flex items-center gap-3 rounded-xl p-1 hover:bg-gray-50"
      >
        <UserAvatar user={user} />
        <div className="min-w-0">
          <h2 id="profile-summary-title" className="truncate font-bold text-gray-900">
            @{user.username}
          </h2>
          {name !== user.username ? <p className="truncate text-sm text-gray-700">{name}</p> : null}
        </div>
      </Link>
      <ul className="mt-4 grid grid-cols-3 gap-1 text-center">
        {counts.map((count) => (
          <li key={count.tab}>
            <Link
              href={paths.profile.getHref(undefined, count.tab)}
              onClick={onNavigate}
              className="block rounded-xl px-1 py-2 hover:bg-gray-50"
            >
              {count.value === undefined && profile.isPending ? (
                <Skeleton className="mx-auto h-7 w-8" />
              ) : (
                <span className="block text-lg font-bold text-gray-900 tabular-nums">
                  {count.value ?? "–"}
                </span>
              )}
              <span className="block text-xs font-semibold text-gray-700">{count.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={paths.editProfile.getHref()} onClick={onNavigate} className={linkClass}>
          <Settings aria-hidden="true" className="size-4" />
          Edit profile
        </Link>
        {staffRole ? (
          <Link href={paths.admin.getHref()} onClick={onNavigate} className={linkClass}>
            <Shield aria-hidden="true" className="size-4" />
            {CONSOLE_LABEL[staffRole]}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
