import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { moderationLog, quips, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isAnonymousAt } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { QuipAuthorAnswer } from "#shared/schemas/moderation.ts";
import { quipTarget, recordModeration } from "./moderation-log.service";

type ShownQuip = { id: string; content: string; createdAt: Date };

/**
 * Records that an administrator was shown who wrote each of these anonymous quips: the quip,
 * never the author (moderators read the log). Once per administrator per quip: seeing the
 * same author again tells them nothing new, and a list read on every visit would otherwise
 * bury the log. Written in its own transaction before the answer leaves, so no view goes
 * unrecorded.
 */
export async function recordAuthorViews(
  ctx: AppContext,
  admin: SessionUser,
  shown: ShownQuip[],
): Promise<void> {
  const now = ctx.now();
  const anonymous = new Map(
    shown.filter((quip) => isAnonymousAt(quip.createdAt, now)).map((q) => [q.id, q]),
  );
  if (anonymous.size === 0) return;
  await ctx.db.transaction(async (tx) => {
    const seen = await viewedAlready(tx, admin, [...anonymous.keys()]);
    for (const quip of anonymous.values()) {
      if (seen.has(quip.id)) continue;
      await recordModeration(tx, now, {
        actor: admin,
        action: "anonymous_author_viewed",
        target: quipTarget(quip),
      });
    }
  });
}

async function viewedAlready(
  db: Executor,
  admin: SessionUser,
  quipIds: string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ quipId: moderationLog.targetId })
    .from(moderationLog)
    .where(
      and(
        eq(moderationLog.action, "anonymous_author_viewed"),
        eq(moderationLog.adminId, admin.id),
        inArray(moderationLog.targetId, quipIds),
      ),
    );
  return new Set(rows.flatMap((row) => (row.quipId ? [row.quipId] : [])));
}

/**
 * Every quip in an answer that names the author while it is anonymous, wherever the answer
 * holds it (a list, a thread, a screen's parts): what an administrator is shown beyond what a
 * member is, found in the answer itself, so that no route or page can show one unrecorded.
 */
export function anonymousAuthorsShown(answer: unknown): ShownQuip[] {
  const found: ShownQuip[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const quip = value as Record<string, unknown>;
    if (
      quip.isAnonymous === true &&
      quip.author !== null &&
      typeof quip.author === "object" &&
      typeof quip.id === "string" &&
      typeof quip.content === "string" &&
      (typeof quip.createdAt === "string" || quip.createdAt instanceof Date)
    ) {
      found.push({ id: quip.id, content: quip.content, createdAt: new Date(quip.createdAt) });
    }
    for (const field of Object.values(quip)) visit(field);
  };
  visit(answer);
  return found;
}

/**
 * Who wrote a quip, for an administrator who asks from the review queue, where an anonymous
 * quip names no author to anyone. While the quip is anonymous the log records the ask.
 */
export async function viewQuipAuthor(
  ctx: AppContext,
  admin: SessionUser,
  quipId: string,
): Promise<QuipAuthorAnswer> {
  const [quip] = await ctx.db
    .select({
      id: quips.id,
      content: quips.content,
      createdAt: quips.createdAt,
      author: { id: users.id, username: users.username },
    })
    .from(quips)
    .innerJoin(users, eq(users.id, quips.authorId))
    .where(eq(quips.id, quipId));
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  await recordAuthorViews(ctx, admin, [quip]);
  return {
    quipId: quip.id,
    isAnonymous: isAnonymousAt(quip.createdAt, ctx.now()),
    author: quip.author,
  };
}
