import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext, ReadScope } from "#server/context.ts";
import { formatLsn, type Lsn, parseLsn } from "#server/db/read-replicas.ts";
import { AppError } from "#server/errors.ts";

/** Where the primary's log stood after the browser's last write: replicas behind it are not read. */
export const WRITTEN_COOKIE = "quip_written";

/**
 * Longer than any replica that takes reads can be behind (DATABASE_READ_MAX_LAG_MS), so the
 * position is never forgotten while a replica could still miss the write.
 */
const REMEMBERED_SECONDS = 3600;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * After a member's write succeeds, its answer carries the primary's WAL position; their
 * reads go to the primary until a replica has replayed past it. A cookie travels with the
 * browser to whichever server process answers next, so no process keeps any state for it.
 */
export const readYourWritesPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext }) => {
    const { ctx } = opts;
    if (!ctx.reads.enabled) return;
    app.addHook("onSend", async (request, reply, payload) => {
      if (READS.has(request.method) || !request.user || reply.statusCode >= 400) return payload;
      const position = await ctx.reads.primaryPosition().catch(() => null);
      if (position === null) return payload;
      const earlier = writtenAt(request);
      // Two writes answered out of order must not move the position back.
      const latest = earlier !== null && earlier > position ? earlier : position;
      reply.setCookie(WRITTEN_COOKIE, formatLsn(latest), {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: ctx.config.publicUrl.startsWith("https://"),
        maxAge: REMEMBERED_SECONDS,
      });
      return payload;
    });
  },
  { name: "quip-read-your-writes" },
);

function writtenAt(request: FastifyRequest): Lsn | null {
  return parseLsn(request.cookies[WRITTEN_COOKIE]);
}

/**
 * Runs a read-only request's work on a replica that has everything this browser wrote, or
 * on the primary when none has. Work that failed on a replica for any reason but a refusal
 * meant for the user is done again on the primary: a replica never costs a 5xx.
 *
 * A replica answers as of the moment its data is sure to be complete: its clock is set back
 * by how far it may be behind. A quip deleted just before its reveal (its author leaving, a
 * moderator) is gone from the primary but may still be on a replica; read at the replica's
 * own moment, it is still anonymous there, so no replica ever names its author. Reveals on a
 * replica come that much later, never earlier.
 */
export async function readOnReplica<T>(
  ctx: AppContext,
  request: FastifyRequest,
  read: (scope: ReadScope) => Promise<T>,
): Promise<T> {
  const replica = ctx.reads.choose(writtenAt(request));
  if (!replica) {
    if (ctx.reads.enabled) request.log.debug({ readFrom: "primary" }, "read");
    return read(ctx);
  }
  request.log.debug({ readFrom: "replica", replica: replica.name }, "read");
  try {
    const behindMs = replica.behindMs;
    return await read({
      db: replica.db,
      dbKind: ctx.dbKind,
      config: ctx.config,
      now: () => new Date(ctx.now().getTime() - behindMs),
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.reads.failed(replica, error);
    request.log.warn({ err: error, replica: replica.name }, "read on a replica failed; primary");
    return read(ctx);
  }
}
