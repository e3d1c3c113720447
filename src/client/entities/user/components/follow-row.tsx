import { Link } from "wouter";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { paths } from "#client/lib/paths.ts";
import { displayName } from "#shared/rules/avatar-initials.ts";
import type { FollowState, UserSummary } from "#shared/schemas/users.ts";
import { FollowButton } from "./follow-button";

/**
 * A member in a list of people: photo, names, an optional note and bio linking to their
 * profile, and Follow.
 */
export function FollowRow({
  person,
  isViewer,
  note,
  onFollowChange,
}: {
  person: UserSummary;
  isViewer: boolean;
  note?: string;
  onFollowChange?: (state: FollowState) => void;
}) {
  const name = displayName(person);
  return (
    <li className="flex items-start gap-3 p-4">
      <Link
        href={paths.profile.getHref(person.id)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-xl hover:opacity-90"
      >
        <UserAvatar user={person} size="card" />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-gray-900">{name}</span>
          <span className="block truncate text-sm text-gray-700">@{person.username}</span>
          {note ? <span className="block text-sm text-gray-700">{note}</span> : null}
          {person.bio ? (
            <span className="mt-1 line-clamp-2 text-sm text-gray-800">{person.bio}</span>
          ) : null}
        </span>
      </Link>
      {isViewer ? (
        <span className="shrink-0 rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-700">
          You
        </span>
      ) : (
        <FollowButton
          member={person}
          isFollowing={person.isFollowing}
          size="sm"
          named
          onFollowChange={onFollowChange}
        />
      )}
    </li>
  );
}
