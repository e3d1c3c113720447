import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MODERATOR, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import {
  addStaffNote,
  dismissCommentReports,
  dismissMemberReports,
  dismissQuipReports,
  hideQuip,
  liftSuspension,
  listModerationLog,
  listModerationQueue,
  listStaffNotes,
  showQuip,
  suspendMember,
} from "#server/services/moderation/index.ts";

/**
 * The review queue and its actions, for moderators and administrators alike (decision 0152).
 * Nothing here names an anonymous author, to anyone.
 */
export async function moderationQueueRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/moderation/queue", MODERATOR, (request) =>
    listModerationQueue(ctx, signedInMember(request), request.query),
  );

  const acts = {
    "POST /api/moderation/quips/:id/hide": hideQuip,
    "POST /api/moderation/quips/:id/show": showQuip,
    "DELETE /api/moderation/quips/:id/reports": dismissQuipReports,
    "DELETE /api/moderation/comments/:id/reports": dismissCommentReports,
    "DELETE /api/moderation/users/:id/reports": dismissMemberReports,
    "POST /api/moderation/users/:id/unsuspend": liftSuspension,
  } as const;
  for (const [key, act] of Object.entries(acts) as Array<[keyof typeof acts, typeof hideQuip]>) {
    route(app, key, MODERATOR, async (request, reply) => {
      await act(ctx, signedInMember(request), request.params.id);
      return reply.status(204).send();
    });
  }

  route(app, "POST /api/moderation/users/:id/suspend", MODERATOR, async (request, reply) => {
    await suspendMember(ctx, signedInMember(request), request.params.id, request.body);
    return reply.status(204).send();
  });

  route(app, "GET /api/moderation/users/:id/notes", MODERATOR, (request) =>
    listStaffNotes(ctx, signedInMember(request), request.params.id),
  );

  route(app, "POST /api/moderation/users/:id/notes", MODERATOR, async (request, reply) => {
    const note = await addStaffNote(ctx, signedInMember(request), request.params.id, request.body);
    return reply.status(201).send(note);
  });

  route(app, "GET /api/moderation/log", MODERATOR, (request) =>
    listModerationLog(ctx, signedInMember(request), request.query),
  );
}
