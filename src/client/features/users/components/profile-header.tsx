import { CalendarDays, Link2 } from "lucide-react";
import type { ReactNode } from "react";
import { AtomFeedLink } from "#client/components/ui/atom-feed-link.tsx";
import { BotLabel } from "#client/components/ui/bot-label.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { websiteHref, websiteLabel } from "#client/features/users/lib/website.ts";
import type { ProfileTab } from "#client/lib/paths.ts";
import { useNow } from "#client/lib/use-now.ts";
import { PROFILE_MSG } from "#shared/messages/users.ts";
import { atomFeeds } from "#shared/rules/atom-feeds.ts";
import { displayName } from "#shared/rules/avatar-initials.ts";
import { relativeTime } from "#shared/rules/relative-time.ts";
import type { UserProfile } from "#shared/schemas/users.ts";
import { ProfileCounts } from "./profile-counts";

/** The member at the top of their profile: photo, names, bio, website, join time, feed, counts. */
export function ProfileHeader({
  profile,
  hrefFor,
  actions,
}: {
  profile: UserProfile;
  hrefFor: (tab: ProfileTab) => string;
  actions: ReactNode;
}) {
  const name = displayName(profile);
  const joined = relativeTime(profile.createdAt, new Date(useNow()));
  const isMutual = profile.isFollowing && profile.followsViewer;
  return (
    <Card as="section" aria-labelledby="profile-name" className="p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <UserAvatar user={profile} size="lg" className="size-16 text-xl sm:size-20 sm:text-2xl" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1
              id="profile-name"
              className="text-2xl font-extrabold tracking-tight break-words text-gray-900"
            >
              {name}
            </h1>
            {profile.isBot ? <BotLabel /> : null}
            {isMutual ? (
              <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-bold text-brand-strong">
                {PROFILE_MSG.mutual}
              </span>
            ) : null}
          </div>
          <p className="text-gray-700">@{profile.username}</p>
          {profile.bio ? (
            <p className="mt-3 break-words whitespace-pre-wrap text-gray-900">{profile.bio}</p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
            {profile.website ? (
              <a
                href={websiteHref(profile.website)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-w-0 items-center gap-1 font-semibold text-brand-strong underline-offset-2 hover:underline"
              >
                <Link2 aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{websiteLabel(profile.website)}</span>
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              Member · joined{" "}
              <time dateTime={profile.createdAt}>
                {joined.endsWith("ago") ? joined : `${joined} ago`}
              </time>
            </span>
            <AtomFeedLink feed={atomFeeds.member(profile)} />
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">{actions}</div>
      <ProfileCounts profile={profile} hrefFor={hrefFor} />
    </Card>
  );
}
