import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { countUnread, markNotificationsRead } from "#server/services/activity/index.ts";

/** The member's unread notifications: the badge's count, and reading them. */
export async function activityRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/notifications/unread-count", MEMBER, (request) =>
    countUnread(ctx, signedInMember(request)),
  );

  route(app, "POST /api/notifications/read", MEMBER, (request) =>
    markNotificationsRead(ctx, signedInMember(request), request.body.upTo),
  );
}
