import { Link } from "wouter";
import type { CurrentUser } from "../../../../shared/schemas/auth";
import { type ProfileTab, paths } from "../../../app/paths";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useUser } from "../../users/api/get-user";
import { UserAvatar } from "../../users/components/user-avatar";

const fullName = (user: CurrentUser) =>
  [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");

/** The member beside compose: avatar, @username, full name, and counts linking to the profile. */
export function ProfileCountsCard({ user }: { user: CurrentUser }) {
  const profile = useUser(user.id);
  const name = fullName(user);
  const counts: Array<{ label: string; tab: ProfileTab; value: number | undefined }> = [
    { label: "Quips", tab: "quips", value: profile.data?.quipsCount },
    { label: "Followers", tab: "followers", value: profile.data?.followersCount },
    { label: "Following", tab: "following", value: profile.data?.followingCount },
  ];
  return (
    <Card as="section" aria-labelledby="compose-profile-title" className="p-5">
      <Link
        href={paths.profile.getHref()}
        className="flex items-center gap-3 rounded-xl hover:opacity-90"
      >
        <UserAvatar user={user} />
        <div className="min-w-0">
          <h2 id="compose-profile-title" className="truncate font-bold text-gray-900">
            @{user.username}
          </h2>
          {name ? <p className="truncate text-sm text-gray-700">{name}</p> : null}
        </div>
      </Link>
      <ul className="mt-4 grid grid-cols-3 gap-2 text-center">
        {counts.map((count) => (
          <li key={count.tab}>
            <Link
              href={paths.profile.getHref(undefined, count.tab)}
              className="block rounded-xl px-1 py-2 hover:bg-gray-50"
            >
              {count.value === undefined ? (
                <Skeleton className="mx-auto h-6 w-8" />
              ) : (
                <span className="block text-lg font-bold text-gray-900">{count.value}</span>
              )}
              <span className="block text-xs font-semibold text-gray-700">{count.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
