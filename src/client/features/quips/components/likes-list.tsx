import { Heart } from "lucide-react";
import { Link } from "wouter";
import { LIMITS } from "../../../../shared/limits";
import { CLIENT_MSG } from "../../../../shared/messages";
import { displayName } from "../../../../shared/rules/avatar-initials";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { UserAvatar } from "../../../components/ui/user-avatar";
import { paths } from "../../../lib/paths";
import { TOUCH_SCREEN, useMediaQuery } from "../../../lib/use-media-query";
import { useLikes } from "../api/get-likes";

/** "Liked by": the members who liked the quip, each linking to their profile. */
export function LikesList({ quipId }: { quipId: string }) {
  const likes = useLikes(quipId);
  const isTouchScreen = useMediaQuery(TOUCH_SCREEN);
  return (
    <Card as="section" aria-labelledby="liked-by-title" className="p-4 sm:p-5">
      <h2 id="liked-by-title" className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <Heart aria-hidden="true" className="size-5 text-brand" />
        Liked by
      </h2>
      {likes.isPending ? (
        <div role="status" aria-label="Loading likes" className="mt-3 flex gap-2">
          <Skeleton className="h-9 w-28 rounded-full" />
          <Skeleton className="h-9 w-24 rounded-full" />
        </div>
      ) : likes.isError ? (
        <p className="mt-3 text-gray-700">Couldn't load who liked this quip.</p>
      ) : likes.data.length === 0 ? (
        <p className="mt-3 text-gray-700">
          {isTouchScreen ? CLIENT_MSG.quip.noLikesTap : CLIENT_MSG.quip.noLikesClick}
        </p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {likes.data.map((liker) => {
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
          {likes.data.length >= LIMITS.likersShown ? (
            <li className="self-center text-sm text-gray-700">and more</li>
          ) : null}
        </ul>
      )}
    </Card>
  );
}
