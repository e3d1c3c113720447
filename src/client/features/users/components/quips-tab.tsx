import { Ban, PenLine, VolumeX } from "lucide-react";
import { type ChangeEvent, type ReactNode, useId, useState } from "react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { TabEmpty, TabHeading } from "#client/components/ui/tab-section.tsx";
import { QuipList } from "#client/entities/quip/index.ts";
import {
  type ProfileQuipsSort,
  useProfileQuips,
} from "#client/features/users/api/get-profile-quips.ts";
import { paths } from "#client/lib/paths.ts";
import { FEED_MSG } from "#shared/messages/feed.ts";
import { PROFILE_MSG } from "#shared/messages/users.ts";
import type { UserProfile } from "#shared/schemas/users.ts";

const m = PROFILE_MSG;

/** A member the viewer mutes or blocks: the title in their quips' place and the note with its undo. */
export type HiddenMember = { title: string; note: ReactNode };

/**
 * The member's quips, New Quips or Top All Time, 20 at a time with infinite scroll. Empty, it
 * says why: the viewer's own quips to come, another member's still anonymous, or a member the
 * viewer mutes or blocks, with the undo.
 */
export function QuipsTab({
  profile,
  isOwn,
  hiddenMember,
}: {
  profile: UserProfile;
  isOwn: boolean;
  hiddenMember: HiddenMember | null;
}) {
  const [sortBy, setSortBy] = useState<ProfileQuipsSort>("new");
  const quips = useProfileQuips(profile.id, sortBy);
  const selectId = useId();
  return (
    <>
      <TabHeading title="Quips">
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-semibold text-gray-700">
            Sort by
          </label>
          <select
            id={selectId}
            value={sortBy}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              setSortBy(event.target.value === "likes" ? "likes" : "new")
            }
            className="h-9 cursor-pointer rounded-full border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <option value="new">{m.sortNew}</option>
            <option value="likes">{m.sortTop}</option>
          </select>
        </div>
      </TabHeading>
      <QuipList
        query={quips}
        label="Profile quips"
        endText="That's every quip so far."
        empty={
          hiddenMember && !isOwn ? (
            <TabEmpty
              title={hiddenMember.title}
              icon={
                profile.isBlocked ? (
                  <Ban aria-hidden="true" className="size-6" />
                ) : (
                  <VolumeX aria-hidden="true" className="size-6" />
                )
              }
            >
              {hiddenMember.note}
            </TabEmpty>
          ) : (
            <TabEmpty
              title={FEED_MSG.emptyTitle}
              icon={<PenLine aria-hidden="true" className="size-6" />}
            >
              {isOwn ? (
                <>
                  <p className="mx-auto mt-1 max-w-sm text-gray-700">
                    Your quips will show up here. They stay anonymous to others for 48 hours.
                  </p>
                  <Link
                    href={paths.compose.getHref()}
                    className={buttonVariants({ className: "mt-4" })}
                  >
                    {FEED_MSG.shareFirst}
                  </Link>
                </>
              ) : (
                <p className="mx-auto mt-1 max-w-sm text-gray-700">
                  Quips show up on a profile once their 48 anonymous hours are over.
                </p>
              )}
            </TabEmpty>
          )
        }
      />
    </>
  );
}
