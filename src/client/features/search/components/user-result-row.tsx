import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { paths } from "#client/lib/paths.ts";
import { displayName } from "#shared/rules/avatar-initials.ts";
import type { UserSearchResult } from "#shared/schemas/users.ts";

/** A member found by search: avatar, name and @username, opening their profile. */
export function UserResultRow({ user }: { user: UserSearchResult }) {
  const name = displayName(user);
  return (
    <Link
      href={paths.profile.getHref(user.id)}
      className="group flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-xs transition-colors hover:border-gray-300 hover:bg-gray-50"
    >
      <UserAvatar user={user} size="card" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-gray-900 group-hover:text-brand-strong">
          {name}
        </span>
        <span className="block truncate text-sm text-gray-600">@{user.username}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
    </Link>
  );
}
