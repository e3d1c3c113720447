import { Link } from "wouter";
import type { ProfileTab } from "#client/lib/paths.ts";
import type { UserProfile } from "#shared/schemas/users.ts";

type Count = { label: string; value: number; tab?: ProfileTab };

/** Quips, followers, following and likes; followers and following open their tabs. */
export function ProfileCounts({
  profile,
  hrefFor,
}: {
  profile: UserProfile;
  hrefFor: (tab: ProfileTab) => string;
}) {
  const counts: Count[] = [
    { label: "Quips", value: profile.quipsCount },
    { label: "Followers", value: profile.followersCount, tab: "followers" },
    { label: "Following", value: profile.followingCount, tab: "following" },
    { label: "Likes", value: profile.totalLikes },
  ];
  return (
    <ul className="mt-5 grid grid-cols-4 gap-1 border-t border-gray-100 pt-4 text-center">
      {counts.map((count) => {
        const body = (
          <>
            <span className="block text-lg font-bold text-gray-900 tabular-nums">
              {count.value}
            </span>
            <span className="block text-xs font-semibold text-gray-700">{count.label}</span>
          </>
        );
        return (
          <li key={count.label}>
            {count.tab ? (
              <Link
                href={hrefFor(count.tab)}
                className="block rounded-xl px-1 py-1.5 hover:bg-gray-50"
              >
                {body}
              </Link>
            ) : (
              <div className="px-1 py-1.5">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
