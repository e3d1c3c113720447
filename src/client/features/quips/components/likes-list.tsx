import { Heart } from "lucide-react";
import { Link } from "wouter";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { useLikes } from "#client/features/quips/api/get-likes.ts";
import {
  hidesLikers,
  type LikedQuip,
  likesOfMuted,
} from "#client/features/quips/utils/liked-by.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { paths } from "#client/lib/paths.ts";
import { TOUCH_SCREEN, useMediaQuery } from "#client/lib/use-media-query.ts";
import { LIMITS } from "#shared/limits.ts";
import { LIKED_BY_MSG } from "#shared/messages/quips.liked-by.ts";
import { displayName } from "#shared/rules/avatar-initials.ts";
import type { Liker } from "#shared/schemas/users.ts";

/**
 * "Liked by": the members who liked the quip, each linking to their profile, and whatever the
 * heart counts beyond them. An anonymous quip names no liker to anyone (the server sends none),
 * so it says its count; a revealed one leaves out the members the reader mutes or blocks, and
 * says how many. An entry of an open competition says neither until its results.
 */
export function LikesList({ quip }: { quip: LikedQuip }) {
  const likes = useLikes(quip.id);
  const { data: reader } = useCurrentUser();
  const isTouchScreen = useMediaQuery(TOUCH_SCREEN);
  const muted = likes.data ? likesOfMuted(quip, likes.data, reader?.id, likes.isFetching) : 0;
  const isEmpty = likes.data?.length === 0;
  return (
    <Card as="section" aria-labelledby="liked-by-title" className="p-4 sm:p-5">
      <h2 id="liked-by-title" className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <Heart aria-hidden="true" className="size-5 text-brand" />
        Liked by
      </h2>
      {likes.isError ? (
        <p className="mt-3 text-gray-700">Couldn't load who liked this quip.</p>
      ) : quip.likesCount === null ? (
        <p className="mt-3 text-gray-700">{LIKED_BY_MSG.hiddenUntilResults}</p>
      ) : isEmpty && quip.likesCount === 0 ? (
        <p className="mt-3 text-gray-700">
          {isTouchScreen ? LIKED_BY_MSG.noLikesTap : LIKED_BY_MSG.noLikesClick}
        </p>
      ) : isEmpty && hidesLikers(quip) ? (
        <p className="mt-3 text-gray-700">{LIKED_BY_MSG.hiddenUntilReveal(quip.likesCount)}</p>
      ) : isEmpty && muted > 0 ? (
        <p className="mt-3 text-gray-700">{LIKED_BY_MSG.allFromMuted(muted)}</p>
      ) : likes.data && !isEmpty ? (
        <LikersList likers={likes.data} muted={muted} />
      ) : (
        // Loading, or a list catching up with the heart's count.
        <div role="status" aria-label="Loading likes" className="mt-3 flex gap-2">
          <Skeleton className="h-9 w-28 rounded-full" />
          <Skeleton className="h-9 w-24 rounded-full" />
        </div>
      )}
    </Card>
  );
}

function LikersList({ likers, muted }: { likers: Liker[]; muted: number }) {
  const isFirstOnly = likers.length >= LIMITS.likersShown;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {likers.map((liker) => {
        const name = displayName(liker);
        return (
          <li key={liker.id}>
            <Link
              href={paths.profile.getHref(liker.id)}
              className="flex items-center gap-2 rounded-full border border-gray-200 py-1 pr-3 pl-1 text-sm font-semibold text-gray-800 hover:border-gray-300 hover:bg-gray-50"
            >
              <UserAvatar user={liker} size="sm" />
              <span className="max-w-40 truncate">{name}</span>
              {name !== liker.username ? (
                <span className="sr-only">(@{liker.username})</span>
              ) : null}
            </Link>
          </li>
        );
      })}
      {isFirstOnly || muted > 0 ? (
        <li className="self-center text-sm text-gray-700">
          {isFirstOnly ? "and more" : LIKED_BY_MSG.moreFromMuted(muted)}
        </li>
      ) : null}
    </ul>
  );
}
