import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type At, isAnonymousSql, isRevealedSql } from "#server/services/anonymity.ts";

/*
 * The one place that applies mutes and blocks, beside the anonymity rule it must never break
 * (decision 0106). A member's mutes (in force) and blocks hide, from that member only:
 *
 * - the quips they hid with "hide this quip and its author", at once;
 * - the REVEALED quips of the members they mute or block. An anonymous quip is never hidden
 *   because of who wrote it: "mute X, see which anonymous quips vanish" would unmask X;
 * - what names those members: their comments (but for the "anonymous (author)" ones on their
 *   own anonymous quip), their likes, their place in lists of members, notifications naming
 *   them (a notification about an anonymous quip by them names nobody, and stays until the
 *   reveal).
 *
 * Counts are nobody's view: a quip's likes and comments and a member's followers count what
 * everyone sees. Every fragment is SQL, applied where a page's ids are chosen so pages stay
 * full, and each probes an index: the mutes and blocks by their pair of members, the hidden
 * quips by muter and quip, with the author read from the feeds' indexes.
 */

/** The member whose view it is: a value, a statement's placeholder, or a column of the statement. */
export type MemberRef = string | Placeholder | SQL | AnyPgColumn;

function memberId(member: MemberRef): SQL {
  return sql`${member}::uuid`;
}

/*
 * A mute is in force at once when it is by name (`quip_created_at` null), and from the instant
 * its hidden quip is revealed otherwise: by the anonymity rule itself. Each kind is read from
 * an index of its own (mutes_by_name_key, mutes_by_reveal_idx), so the two are asked apart.
 */
function byNameSql(mute: string): SQL {
  return sql.raw(`${mute}.quip_created_at is null`);
}

function revealedHiddenQuipSql(now: At, mute: string): SQL {
  return isRevealedSql(now, sql.raw(`${mute}.quip_created_at`));
}

/** SQL: `viewer` sees `member` named in a list (likers, followers, search): not muted or blocked. */
export function memberShownSql(viewer: MemberRef, now: At, member: AnyPgColumn | SQL): SQL {
  return sql`(not ${mutesMemberSql(viewer, member, now)})`;
}

/** SQL: `viewer` hid the quip with its author, probed by the quip's id. */
function hidQuipSql(viewer: MemberRef, quipId: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from mutes hidden
    where hidden.muter_id = ${memberId(viewer)} and hidden.quip_id = ${quipId})`;
}

/**
 * SQL: `viewer` mutes (in force at `now`) or blocks `member`, probed for one pair from three
 * indexes. Every rule here asks it row by row rather than collecting the viewer's list into a
 * `not in (…)`: PostgreSQL estimates such a list by the table's statistics, and once one member
 * mutes many, it stops trusting a generic plan and plans every run afresh, muting or not
 * (decision 0106). A probe's cost does not depend on who asks, so a feed's plan is made once.
 */
export function mutesMemberSql(viewer: MemberRef, member: MemberRef, now: At): SQL {
  return sql`(${isMutingSql(viewer, member, now)}
    or exists (select 1 from blocks block_pair
      where block_pair.blocker_id = ${memberId(viewer)} and block_pair.blocked_id = ${memberId(member)}))`;
}

/** SQL: `viewer` mutes `member`, in force at `now` (blocks aside): the profile's Mute / Unmute. */
export function isMutingSql(viewer: MemberRef, member: MemberRef, now: At): SQL {
  const muter = memberId(viewer);
  const muted = memberId(member);
  return sql`(exists (select 1 from mutes by_name
      where by_name.muter_id = ${muter} and by_name.muted_id = ${muted} and ${byNameSql("by_name")})
    or exists (select 1 from mutes by_reveal
      where by_reveal.muter_id = ${muter} and by_reveal.muted_id = ${muted}
        and ${revealedHiddenQuipSql(now, "by_reveal")}))`;
}

/** SQL: `blocker` blocks `blocked`. */
export function blocksSql(blocker: MemberRef, blocked: MemberRef): SQL {
  return sql`exists (select 1 from blocks block_check
    where block_check.blocker_id = ${memberId(blocker)} and block_check.blocked_id = ${memberId(blocked)})`;
}

/** A quip's columns in the statement at hand: the quips table's, feed_ranks', or an alias's. */
export interface QuipRef {
  id: AnyPgColumn | SQL;
  authorId: AnyPgColumn | SQL;
  createdAt: AnyPgColumn | SQL;
}

/** SQL: `viewer` sees the quip: not hidden by them, and anonymous or by a member they do not mute. */
export function quipShownSql(viewer: MemberRef, now: At, quip: QuipRef): SQL {
  return sql`(not ${hidQuipSql(viewer, quip.id)}
    and (${isAnonymousSql(now, quip.createdAt)} or not ${mutesMemberSql(viewer, quip.authorId, now)}))`;
}

/**
 * SQL: a text by `writer` about `quip` names its writer to the viewer: all do, but the quip's
 * author's own words on it while it is anonymous ("anonymous (author)", an anonymous mention).
 */
function namesWriterSql(now: At, writer: AnyPgColumn | SQL, quip: QuipRef): SQL {
  return sql`not (${writer} = ${quip.authorId} and ${isAnonymousSql(now, quip.createdAt)})`;
}

/**
 * SQL: `viewer` sees a comment (or reply) by `writer` on `quip`: unless it names a member they
 * mute or block. The quip's author's comments on it while anonymous name nobody, so they stay.
 */
export function commentShownSql(
  viewer: MemberRef,
  now: At,
  writer: AnyPgColumn | SQL,
  quip: QuipRef,
): SQL {
  return sql`(not ${mutesMemberSql(viewer, writer, now)} or not ${namesWriterSql(now, writer, quip)})`;
}

/**
 * SQL: `viewer` sees a notification whose actor is `actor` (null: nobody) about `quip` (its
 * columns null: none). Hidden when it names a member they mute or block, or is about a quip
 * they do not see. Correlated to its row, so it probes per pair, for any number of viewers.
 */
export function notificationShownSql(
  viewer: MemberRef,
  now: At,
  actor: AnyPgColumn | SQL,
  quip: QuipRef,
): SQL {
  const namesActor = sql`(${namesWriterSql(now, actor, quip)} or ${quip.authorId} is null)`;
  const quipShown = sql`not (${quip.id} is not null and (
      ${hidQuipSql(viewer, quip.id)}
      or (${isRevealedSql(now, quip.createdAt)} and ${mutesMemberSql(viewer, quip.authorId, now)})))`;
  return sql`((${actor} is null or not ${namesActor} or not ${mutesMemberSql(viewer, actor, now)})
    and ${quipShown})`;
}
