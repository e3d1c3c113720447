import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type BuiltRun, renderedByShape } from "#server/db/built-once.ts";
import type { Executor } from "#server/db/database.ts";
import { likes, quips } from "#server/db/schema/index.ts";
import { noticeParts } from "#server/services/activity/notify.ts";
import { isRevealedSql, REVEAL_CUTOFF, revealCutoffValue } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { countChangeParts, QUIP_COUNTS } from "#server/services/counts/count-change.ts";
import { runToggle, type ToggleOutcome, toggleParts } from "#server/services/counts/toggle-row.ts";
import { blocksSql } from "#server/services/safety/muting.ts";
import { countLikeDayPart, likeDayValues } from "#server/services/users/streaks.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { quipExistsForSql } from "./quip-visibility";

export interface LikeInput {
  member: SessionUser;
  quipId: string;
  now: Date;
}

export interface LikeRow extends ToggleOutcome {
  /** The quip's likes once this one is counted, the changes still waiting included. */
  count: number;
  /** Its likes are hidden while it competes (decision 0162): nobody is told of this one. */
  likesHidden: boolean;
  /** The count's change was left waiting: the count folder must be nudged. */
  deferred: boolean;
  /** The author, when their notifications changed. */
  notified: string | null;
}

/** The quip liked, as the statement's parts read it. */
const target = alias(quips, "target");

/** The statement's values, filled at each run (likeRun). */
const QUIP_ID = sql.placeholder("quipId");
const MEMBER_ID = sql.placeholder("memberId");
const NOW = sql.placeholder("now");
const DEDUPE_KEY = sql.placeholder("dedupeKey");

/**
 * The whole of a like or an unlike, one statement that waits for no other member: the like row
 * (toggleParts), the quip's count (countChangeParts), the author's notice and the liker's
 * streak are written together or not at all, so each happens exactly once per like
 * (decision 0094). Its text depends only on whether the member is an administrator (who finds
 * every quip), so it is rendered once for each and planned once per connection (decision
 * 0103). A member the author blocks may not like the author's revealed quips; on an anonymous
 * quip a refusal would say whose it is, so their like counts as anyone's.
 */
const likeQuery = renderedByShape((isAdmin: boolean) => {
  const self = sql`${target.authorId} = ${MEMBER_ID}::uuid`;
  const toggle = toggleParts({
    rows: { table: likes, target: likes.quipId, owner: likes.userId, createdAt: likes.createdAt },
    targetKey: quips.id,
    target,
    targetId: QUIP_ID,
    ownerId: MEMBER_ID,
    now: NOW,
    existsFor: quipExistsForSql({ id: MEMBER_ID, isAdmin }, quips.id),
    refusal: sql`case when ${isRevealedSql(REVEAL_CUTOFF, target.createdAt)}
      and ${blocksSql(target.authorId, MEMBER_ID)} then 'blocked' end`,
  });
  const count = countChangeParts("likes", {
    counted: QUIP_COUNTS,
    id: QUIP_ID,
    counter: QUIP_COUNTS.counters.likes,
    change: toggle.change,
  });
  const notice = noticeParts({
    userId: sql`${target.authorId}`,
    type: sql`case when ${self} then 'self_like' else 'like' end`,
    actorId: MEMBER_ID,
    quipId: sql`${target.id}`,
    dedupeKey: DEDUPE_KEY,
    now: NOW,
    from: target,
    // A notice per like would be a running count of a competing entry's likes: its author
    // hears of them with the results (decision 0162).
    when: sql`${toggle.added} and not ${target.likesHidden}`,
    withdrawWhen: toggle.removed,
  });
  // Liking one's own quip is no streak; counted, it would show others when an anonymous author liked it.
  const streakCounts = sql`${toggle.added} and not exists (select 1 from ${target} where ${self})`;
  return sql`with ${toggle.parts},
      ${count.parts},
      ${notice.parts},
      streak as (${countLikeDayPart(MEMBER_ID, streakCounts)})
    select ${toggle.outcome}, ${count.after} as count,
      coalesce((select ${target.likesHidden} from ${target}), false) as "likesHidden",
      ${count.deferred} as deferred, ${notice.notified} as notified`;
});

/** The like statement for `input`: its shape's text, with this run's values. */
export function likeRun({ member, quipId, now }: LikeInput): BuiltRun {
  return {
    query: likeQuery(member.isAdmin),
    values: {
      quipId,
      memberId: member.id,
      now: now.toISOString(),
      dedupeKey: `like:${quipId}:${member.id}`,
      revealCutoff: revealCutoffValue(now),
      ...likeDayValues(now),
    },
  };
}

/** Runs the like statement until it changes something (runToggle). */
export function runLike(db: Executor, input: LikeInput): Promise<LikeRow> {
  return runToggle<LikeRow>(db, likeRun(input), {
    notFound: QUIP_MSG.notFound,
    refused: { blocked: SAFETY_MSG.likeRefused },
  });
}
