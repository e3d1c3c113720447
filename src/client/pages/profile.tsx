import { useState } from "react";
import { useSearch } from "wouter";
import { PageContainer } from "#client/components/layout/page.tsx";
import { useUser } from "#client/entities/user/index.ts";
import { HeldPostsCard } from "#client/features/held-posts/index.ts";
import {
  HiddenMemberNote,
  hiddenMemberTitle,
  MemberSafetyActions,
} from "#client/features/safety/index.ts";
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
} from "#client/features/users/index.ts";
import { VaultTab } from "#client/features/vault/index.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useIsAdmin } from "#client/lib/auth/get-is-admin.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { useFeedLink } from "#client/lib/feed-link.ts";
import { type ProfileTab, paths } from "#client/lib/paths.ts";
import { atomFeeds } from "#shared/rules/atom-feeds.ts";
import { displayName } from "#shared/rules/avatar-initials.ts";
import type { UserProfile } from "#shared/schemas/users.ts";

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
                <OwnProfileActions />
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
          {isOwn ? <HeldPostsCard /> : null}
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
