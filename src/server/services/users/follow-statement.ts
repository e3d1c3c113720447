import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type BuiltRun, renderedByShape } from "#server/db/built-once.ts";
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

/** The statement's values, filled at each run (followRun). */
const FOLLOWER_ID = sql.placeholder("followerId");
const TARGET_ID = sql.placeholder("targetId");
const NOW = sql.placeholder("now");
const DEDUPE_KEY = sql.placeholder("dedupeKey");
const ADD = sql.placeholder("add");
const REMOVE = sql.placeholder("remove");

/**
 * The whole of a follow or an unfollow, one statement that waits for no other member: the
 * follow row (toggleParts), both members' counts (countChangeParts) and the followed member's
 * notice, written together or not at all (decision 0094). Rendered once and planned once per
 * connection (decision 0103). "started following you" goes with the follow (withdrawn);
 * following again notifies again. A block either way refuses a new follow: `own` when the
 * follower blocks, `theirs` when the followed member does.
 */
const followQuery = renderedByShape(() => {
  const toggle = toggleParts({
    rows: {
      table: follows,
      target: follows.followingId,
      owner: follows.followerId,
      createdAt: follows.createdAt,
    },
    targetKey: users.id,
    target,
    targetId: TARGET_ID,
    ownerId: FOLLOWER_ID,
    now: NOW,
    directions: { add: ADD, remove: REMOVE },
    refusal: sql`case when ${blocksSql(FOLLOWER_ID, target.id)} then 'own'
      when ${blocksSql(target.id, FOLLOWER_ID)} then 'theirs' end`,
  });
  const followers = countChangeParts("followers", {
    counted: USER_COUNTS,
    id: TARGET_ID,
    counter: USER_COUNTS.counters.followers,
    change: toggle.change,
  });
  const following = countChangeParts("following", {
    counted: USER_COUNTS,
    id: FOLLOWER_ID,
    counter: USER_COUNTS.counters.following,
    change: toggle.change,
  });
  const notice = noticeParts({
    userId: sql`${target.id}`,
    type: sql`'follow'`,
    actorId: FOLLOWER_ID,
    quipId: sql`null::uuid`,
    dedupeKey: DEDUPE_KEY,
    now: NOW,
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
});

/** The follow statement for `input`: its text, with this run's values. */
export function followRun({ followerId, targetId, now, want }: FollowInput): BuiltRun {
  return {
    query: followQuery(null),
    values: {
      followerId,
      targetId,
      now: now.toISOString(),
      dedupeKey: `follow:${followerId}:${targetId}`,
      add: want !== false,
      remove: want !== true,
    },
  };
}

/** Runs the follow statement until it changes something (runToggle). */
export function runFollow(db: Executor, input: FollowInput): Promise<FollowRow> {
  return runToggle<FollowRow>(db, followRun(input), {
    ...(input.want === undefined ? {} : { want: input.want }),
    notFound: USER_MSG.notFound,
    refused: { own: SAFETY_MSG.unblockToFollow, theirs: SAFETY_MSG.followRefused },
  });
}
