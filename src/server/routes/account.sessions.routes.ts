import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { clearSessionCookie, currentSession } from "#server/plugins/session.ts";
import {
  endMemberSession,
  endOtherSessions,
  listSessions,
} from "#server/services/account/index.ts";

/** Where the member is signed in, and ending any of it (decision 0111). */
export async function accountSessionsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/auth/sessions", MEMBER, (request) =>
    listSessions(ctx, currentSession(ctx, request)),
  );

  route(app, "DELETE /api/auth/sessions/:id", MEMBER, async (request, reply) => {
    const member = currentSession(ctx, request);
    const sid = await endMemberSession(ctx, member.id, request.params.id);
    // Ending this very session is signing out.
    if (sid === member.sid) {
      clearSessionCookie(reply);
      request.user = null;
    }
    return reply.status(204).send();
  });

  route(app, "DELETE /api/auth/sessions", MEMBER, async (request) => ({
    ended: await endOtherSessions(ctx, currentSession(ctx, request)),
  }));
}
