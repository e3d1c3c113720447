import { useState } from "react";
import { useSearch } from "wouter";
import { atomFeeds } from "../../shared/rules/atom-feeds";
import { displayName } from "../../shared/rules/avatar-initials";
import type { UserProfile } from "../../shared/schemas/users";
import { PageContainer } from "../components/layout/page";
import { useUser } from "../entities/user";
import { HiddenMemberNote, hiddenMemberTitle, MemberSafetyActions } from "../features/safety";
import {
  MemberActions,
  OwnProfileActions,
  ProfileHeader,
  ProfileLoadError,
  ProfileSkeleton,
  ProfileTabPanel,
  ProfileTabs,
  profileTabs,
  QuipBotEditCard,
  resolveProfileTab,
  UserNotFound,
} from "../features/users";
import { VaultTab } from "../features/vault";
import { ApiError } from "../lib/api-client";
import { useCurrentUser } from "../lib/auth/get-current-user";
import { useIsAdmin } from "../lib/auth/get-is-admin";
import { useDocumentTitle } from "../lib/document-title";
import { useFeedLink } from "../lib/feed-link";
import { type ProfileTab, paths } from "../lib/paths";

/** What stands for the quips of a member the viewer mutes or blocks, or null. */
function hiddenMemberOf(profile: UserProfile) {
  const title = hiddenMemberTitle(profile);
  return title ? { title, note: <HiddenMemberNote profile={profile} /> } : null;
}

/** /profile/:id? — `id` is absent for the member's own profile (members only: the router). */
export function ProfilePage({ id }: { id?: string | undefined }) {
  const { data: viewer } = useCurrentUser();
  const { isAdmin } = useIsAdmin();
  const userId = id ?? viewer?.id;
  const profile = useUser(userId);
  const isOwn = Boolean(viewer && viewer.id === userId);
  const tab = resolveProfileTab(new URLSearchParams(useSearch()).get("tab"), isOwn);
  const [isEditingBot, setEditingBot] = useState(false);
  const isMissing =
    profile.error instanceof ApiError &&
    (profile.error.status === 404 || profile.error.status === 400);
  useDocumentTitle(
    profile.data ? displayName(profile.data) : isMissing ? "User not found" : "Profile",
  );
  useFeedLink(profile.data ? atomFeeds.member(profile.data) : null);
  const hrefFor = (next: ProfileTab) => paths.profile.getHref(id, next);

  if (!viewer) return null;
  return (
    <PageContainer className="space-y-4">
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : isMissing ? (
        <UserNotFound />
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <ProfileHeader
            profile={profile.data}
            hrefFor={hrefFor}
            actions={
              isOwn ? (
                <OwnProfileActions isAdmin={isAdmin} />
              ) : (
                <MemberActions
                  profile={profile.data}
                  isAdmin={isAdmin}
                  isEditingBot={isEditingBot}
                  onEditBot={() => setEditingBot((open) => !open)}
                  safetyActions={<MemberSafetyActions profile={profile.data} />}
                />
              )
            }
          />
          {isAdmin && profile.data.isBot && isEditingBot ? (
            <QuipBotEditCard profile={profile.data} onClose={() => setEditingBot(false)} />
          ) : null}
          <ProfileTabs tabs={profileTabs(isOwn)} current={tab} hrefFor={hrefFor} />
          <ProfileTabPanel
            tab={tab}
            profile={profile.data}
            isOwn={isOwn}
            viewerId={viewer.id}
            hiddenMember={hiddenMemberOf(profile.data)}
            vault={<VaultTab />}
          />
        </>
      )}
    </PageContainer>
  );
}
