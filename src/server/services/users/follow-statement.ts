import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "#server/db/database.ts";
import { follows, users } from "#server/db/schema/index.ts";
import { noticeParts } from "#server/services/activity/notify.ts";
import { countChangeParts, USER_COUNTS } from "#server/services/counts/count-change.ts";
import { runToggle, type ToggleOutcome, toggleParts } from "#server/services/counts/toggle-row.ts";
import { blocksSql } from "#server/services/safety/muting.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { USER_MSG } from "#shared/messages/users.ts";

/** The member followed, as the statement's parts read them. */
const target = alias(users, "target");

export interface FollowInput {
  followerId: string;
  targetId: string;
  now: Date;
  /** Forces a direction (the unfollow call); otherwise the follow is toggled. */
  want?: boolean;
}

export interface FollowRow extends ToggleOutcome {
  /** The followed member's followers once this change is counted, those waiting included. */
  followersCount: number;
  /** A count's change was left waiting: the count folder must be nudged. */
  deferred: boolean;
  /** The followed member, when their notifications changed. */
  notified: string | null;
}

/**
 * The whole of a follow or an unfollow, one statement that waits for no other member: the
 * follow row (toggleParts), both members' counts (countChangeParts) and the followed member's
 * notice, written together or not at all (decision 0094), planned once per connection
 * (decision 0103). "started following you" goes with the follow (withdrawn); following again
 * notifies again. A block either way refuses a new follow: `own` when the follower blocks,
 * `theirs` when the followed member does.
 */
export function followStatement({ followerId, targetId, now, want }: FollowInput) {
  const dedupeKey = `follow:${followerId}:${targetId}`;
  const toggle = toggleParts({
    rows: {
      table: follows,
      target: follows.followingId,
      owner: follows.followerId,
      createdAt: follows.createdAt,
    },
    targetKey: users.id,
    target,
    targetId,
    ownerId: followerId,
    now,
    ...(want === undefined ? {} : { want }),
    refusal: sql`case when ${blocksSql(followerId, target.id)} then 'own'
      when ${blocksSql(target.id, followerId)} then 'theirs' end`,
  });
  const followers = countChangeParts("followers", {
    counted: USER_COUNTS,
    id: targetId,
    counter: USER_COUNTS.counters.followers,
    change: toggle.change,
  });
  const following = countChangeParts("following", {
    counted: USER_COUNTS,
    id: followerId,
    counter: USER_COUNTS.counters.following,
    change: toggle.change,
  });
  const notice = noticeParts({
    userId: sql`${target.id}`,
    type: sql`'follow'`,
    actorId: followerId,
    quipId: sql`null::uuid`,
    dedupeKey,
    now,
    from: target,
    when: toggle.added,
    withdrawWhen: toggle.removed,
  });
  return sql`with ${toggle.parts},
      ${followers.parts},
      ${following.parts},
      ${notice.parts}
    select ${toggle.outcome}, ${followers.after} as "followersCount",
      (${followers.deferred} or ${following.deferred}) as deferred,
      ${notice.notified} as notified`;
}

/** Runs the follow statement until it changes something (runToggle). */
export function runFollow(db: Executor, input: FollowInput): Promise<FollowRow> {
  return runToggle<FollowRow>(db, followStatement(input), {
    ...(input.want === undefined ? {} : { want: input.want }),
    notFound: USER_MSG.notFound,
    refused: { own: SAFETY_MSG.unblockToFollow, theirs: SAFETY_MSG.followRefused },
  });
}
