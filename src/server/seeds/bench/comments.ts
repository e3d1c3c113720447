import { sql } from "drizzle-orm";
import { type BenchContext, nowSql } from "./bench-context";
import { drawIndex, float, SALT, uniform } from "./random-sql";
import { COMMENT_TEXTS, pick } from "./text-banks";

/**
 * Of a quip's comments after the first, 12% want to answer a reply and 30% a comment: draws
 * below these bounds.
 */
const DEEP_REPLY_BELOW = 0.12;
const REPLY_BELOW = 0.42;

/**
 * Each quip's planned comments, three levels deep at most, in the order they were written:
 * the first opens a thread, each later one is a comment, a reply to the newest comment, or a
 * reply to the newest reply on the same quip. A reply to a reply with no reply yet to answer
 * becomes a reply. Times grow with the order, so a reply always comes after what it answers.
 */
export async function insertComments(bench: BenchContext): Promise<void> {
  const { db, plan } = bench;
  const now = nowSql(bench);
  // A quip gets far fewer than 2^20 comments, so quip number and position make a unique key.
  const draw = sql`d.n::bigint * 1048576 + d.j`;
  const depthDraw = uniform(draw, SALT.commentDepth);
  const spread = sql`power((p.j + 0.1 + 0.8 * ${uniform(sql`p.draw`, SALT.commentTime)}) / p.total, 2)`;
  await db.execute(sql`
    with drawn as (
      select q.n, q.id as quip_id, q.created_at as quip_created_at, q.comments as total, j
      from bench_quips q
      cross join lateral generate_series(0, q.comments - 1) j
    ), wanted as (
      select d.*, ${draw} as draw,
        case when d.j = 0 then 1
          when ${depthDraw} < ${float(DEEP_REPLY_BELOW)} then 3
          when ${depthDraw} < ${float(REPLY_BELOW)} then 2
          else 1 end as wanted_depth
      from drawn d
    ), linked as (
      select w.*,
        max(w.j) filter (where w.wanted_depth = 1) over earlier as newest_comment,
        max(w.j) filter (where w.wanted_depth = 2) over earlier as newest_reply
      from wanted w
      window earlier as (partition by w.quip_id order by w.j rows between unbounded preceding and 1 preceding)
    ), placed as (
      select l.*, gen_random_uuid() as id,
        case when l.wanted_depth = 3 and l.newest_reply is null then 2 else l.wanted_depth end as depth,
        case when l.wanted_depth = 1 then null
          when l.wanted_depth = 3 and l.newest_reply is not null then l.newest_reply
          else l.newest_comment end as parent_j
      from linked l
    )
    insert into comments (id, content, quip_id, author_id, parent_comment_id, depth, created_at)
    select p.id, ${pick(COMMENT_TEXTS, sql`p.draw`, SALT.commentText)}, p.quip_id, m.id, parent.id,
      p.depth,
      p.quip_created_at + interval '1 second' + (${now} - p.quip_created_at - interval '2 seconds') * ${spread}
    from placed p
    join bench_members m on m.idx = ${drawIndex(sql`p.draw`, SALT.commentAuthor, plan.members)}
    left join placed parent on parent.quip_id = p.quip_id and parent.j = p.parent_j`);
}
