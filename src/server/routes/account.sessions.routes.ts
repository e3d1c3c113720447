import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER } from "#server/plugins/access.ts";
import { clearSessionCookie, currentSession } from "#server/plugins/session.ts";
import {
  endMemberSession,
  endOtherSessions,
  listSessions,
} from "#server/services/account/index.ts";
import { NoBody } from "#shared/api/answers.ts";
import { EndedSessions, SessionList } from "#shared/schemas/account.ts";
import { IdParams } from "#shared/schemas/quips.ts";

/** Where the member is signed in, and ending any of it (decision 0111). */
export async function accountSessionsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/auth/sessions",
    { ...MEMBER, schema: { response: { 200: SessionList } } },
    (request) => listSessions(ctx, currentSession(ctx, request)),
  );

  app.delete(
    "/api/auth/sessions/:id",
    { ...MEMBER, schema: { params: IdParams, response: { 204: NoBody } } },
    async (request, reply) => {
      const member = currentSession(ctx, request);
      const sid = await endMemberSession(ctx, member.id, request.params.id);
      // Ending this very session is signing out.
      if (sid === member.sid) {
        clearSessionCookie(reply);
        request.user = null;
      }
      return reply.status(204).send();
    },
  );

  app.delete(
    "/api/auth/sessions",
    { ...MEMBER, schema: { response: { 200: EndedSessions } } },
    async (request) => ({
      ended: await endOtherSessions(ctx, currentSession(ctx, request)),
    }),
  );
}
