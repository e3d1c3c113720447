import type { ReactNode } from "react";
import type { ProfileTab } from "#client/lib/paths.ts";
import type { UserProfile } from "#shared/schemas/users.ts";
import { BookmarksTab } from "./bookmarks-tab";
import { FollowsTab } from "./follows-tab";
import { PANEL_ID, tabId } from "./profile-tabs";
import { type HiddenMember, QuipsTab } from "./quips-tab";
import { StatsTab } from "./stats-tab";

/**
 * The open tab's content. The vault tab, and what stands for the quips of a member the viewer
 * mutes or blocks, belong to other features: the page hands them in.
 */
export function ProfileTabPanel({
  tab,
  profile,
  isOwn,
  viewerId,
  hiddenMember,
  vault,
}: {
  tab: ProfileTab;
  profile: UserProfile;
  isOwn: boolean;
  viewerId: string;
  hiddenMember: HiddenMember | null;
  vault: ReactNode;
}) {
  return (
    <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="mt-4">
      {tab === "stats" ? <StatsTab profile={profile} isOwn={isOwn} /> : null}
      {tab === "quips" ? (
        <QuipsTab profile={profile} isOwn={isOwn} hiddenMember={hiddenMember} />
      ) : null}
      {tab === "followers" || tab === "following" ? (
        <FollowsTab
          key={tab}
          userId={profile.id}
          direction={tab}
          count={tab === "followers" ? profile.followersCount : profile.followingCount}
          viewerId={viewerId}
        />
      ) : null}
      {tab === "bookmarks" && isOwn ? <BookmarksTab userId={profile.id} /> : null}
      {tab === "vault" && isOwn ? vault : null}
    </div>
  );
}
