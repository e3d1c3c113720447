import { randomUUID } from "node:crypto";
import pg from "pg";
import type { CapturedRequest } from "./capture-sql";
import type { MemberQuipPair } from "./fixtures";
import type { GuessFixture } from "./guess-fixture";
import type { LoadOptions } from "./http-load";
import { type LatencySummary, summarise } from "./latency-stats";
import { guessAt } from "./scenarios";
import type { SqlStatement } from "./server-process";

/** Hands out the statements of one request after another, shared by every worker. */
export interface FloorPlan {
  next(): SqlStatement[];
}

export interface FloorResult extends LatencySummary {
  errors: number;
  firstError: string | null;
}

/** Bounds a run by count as well as by time (and the latencies kept in memory with it). */
const MAX_ATTEMPTS = 5_000_000;

/** One connection per worker, opened before the clock starts. */
export async function openFloorPool(url: string, connections: number): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  pool.on("error", () => {});
  const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
  for (const client of clients) client.release();
  return pool;
}

/**
 * The database's own cost of the requests: as many workers as HTTP connections, each taking
 * a pooled client per request and sending that request's statements in order, with no
 * HTTP, no routing, no JSON in between.
 */
export async function runSqlFloor(
  pool: pg.Pool,
  plan: FloorPlan,
  options: LoadOptions,
): Promise<FloorResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + options.durationS * 1000;
  let attempts = 0;
  const worker = async () => {
    while (performance.now() < deadline && attempts++ < MAX_ATTEMPTS) {
      const statements = plan.next();
      const t0 = performance.now();
      const client = await pool.connect();
      let inTransaction = false;
      let broken: Error | undefined;
      try {
        for (const statement of statements) {
          const verb = transactionVerb(statement.sql);
          if (verb === "begin") inTransaction = true;
          await client.query({ text: statement.sql, values: statement.params, rowMode: "array" });
          if (verb === "commit" || verb === "rollback") inTransaction = false;
        }
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ??= (error as Error).message;
        if (inTransaction) await client.query("rollback").catch((e: Error) => (broken = e));
      } finally {
        client.release(broken);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { ...summarise(latencies, seconds), errors, firstError };
}

/** Only short statements can be transaction control; long ones are not copied to find out. */
function transactionVerb(sql: string): string {
  return sql.length <= 12 ? sql.trim().toLowerCase() : "";
}

/** Read scenarios: the captured requests, one after another. */
export function replayInTurn(captured: CapturedRequest[]): FloorPlan {
  let sent = 0;
  return { next: () => (captured[sent++ % captured.length] as CapturedRequest).statements };
}

/**
 * The like toggle as the HTTP run sends it: the same pairs in the same order, each pair
 * alternating between the captured like and the captured unlike transactions, rewritten
 * for the pair's member, session, quip and quip author. Starting from each pair's state in
 * the database, a like never meets an existing row and an unlike always finds one.
 */
export function likeToggleFloor(
  like: CapturedRequest,
  unlike: CapturedRequest,
  capturedPair: MemberQuipPair,
  pairs: MemberQuipPair[],
  likedNow: Set<string>,
): FloorPlan {
  const prepared = pairs.map((pair) => {
    const swap = pairSwap(capturedPair, pair);
    return {
      like: substitute(like.statements, swap),
      unlike: substitute(unlike.statements, swap),
      liked: likedNow.has(pairKey(pair)),
    };
  });
  let sent = 0;
  return {
    next: () => {
      const pair = prepared[sent++ % prepared.length] as (typeof prepared)[number];
      pair.liked = !pair.liked;
      return pair.liked ? pair.like : pair.unlike;
    },
  };
}

export function pairKey(pair: { quipId: string; member: { userId: string } }): string {
  return `${pair.quipId}:${pair.member.userId}`;
}

/**
 * Posting replays its captured transaction as it is: the new quip's id is the column default,
 * so every replay inserts a new row.
 */
export function replayAsCaptured(captured: CapturedRequest): FloorPlan {
  return { next: () => captured.statements };
}

/**
 * Comments as the HTTP run sends them: the same pairs in turn, so no two replays wait on one
 * quip's row lock. A comment's notification is keyed by the new comment's id
 * ("comment:<id>:<author>"); replayed with the captured key it would hit the unique key and
 * skip the insert the real request does, so each replay gets a key of its own (the row still
 * points at the captured comment).
 */
export function commentFloor(
  captured: CapturedRequest,
  capturedPair: MemberQuipPair,
  pairs: MemberQuipPair[],
): FloorPlan {
  const commentId = (JSON.parse(captured.body) as { id: string }).id;
  const prepared = pairs.map((pair) =>
    substitute(captured.statements, pairSwap(capturedPair, pair)),
  );
  let sent = 0;
  return {
    next: () => {
      const fresh = new Map([[commentId, randomUUID()]]);
      return (prepared[sent++ % prepared.length] as SqlStatement[]).map((statement) => ({
        sql: statement.sql,
        params: statement.params.map((param) =>
          typeof param === "string" && param.startsWith("comment:")
            ? replaceAll(param, fresh)
            : param,
        ),
      }));
    },
  };
}

/**
 * Guesses as the HTTP run sends them: the captured first guess rewritten for each pair and name
 * in the same order. A guess writes its (quip, member) row whatever it held, so a replay does
 * what its request did.
 */
export function guessFloor(captured: CapturedRequest, fixture: GuessFixture): FloorPlan {
  const first = guessAt(fixture, 0);
  let sent = 0;
  return {
    next: () => {
      const { pair, username } = guessAt(fixture, sent++);
      return substitute(captured.statements, pairSwap(first.pair, pair)).map((statement) => ({
        sql: statement.sql,
        params: statement.params.map((param) => (param === first.username ? username : param)),
      }));
    },
  };
}

/** The ids and session key of the captured pair, mapped to another pair's. */
function pairSwap(from: MemberQuipPair, to: MemberQuipPair): Map<string, string> {
  return new Map([
    [from.quipId, to.quipId],
    [from.authorId, to.authorId],
    [from.member.userId, to.member.userId],
    [from.member.sid, to.member.sid],
  ]);
}

function substitute(statements: SqlStatement[], swap: Map<string, string>): SqlStatement[] {
  return statements.map((statement) => ({
    sql: statement.sql,
    params: statement.params.map((param) =>
      typeof param === "string" ? replaceAll(param, swap) : param,
    ),
  }));
}

/** One pass over the text, so a replacement is never itself replaced by a later key. */
function replaceAll(text: string, swap: Map<string, string>): string {
  const keys = [...swap.keys()].filter((key) => key.length > 0);
  if (keys.length === 0) return text;
  const pattern = new RegExp(keys.map(escapeRegExp).join("|"), "g");
  return text.replace(pattern, (found) => swap.get(found) ?? found);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
