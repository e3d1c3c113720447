import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, signedInMember } from "#server/plugins/access.ts";
import { countUnread, markNotificationsRead } from "#server/services/activity/index.ts";
import { MarkReadBody, UnreadCount } from "#shared/schemas/live.ts";

/** The member's unread notifications: the badge's count, and reading them. */
export async function activityRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/notifications/unread-count",
    { ...MEMBER, schema: { response: { 200: UnreadCount } } },
    (request) => countUnread(ctx, signedInMember(request)),
  );

  app.post(
    "/api/notifications/read",
    { ...MEMBER, schema: { body: MarkReadBody, response: { 200: UnreadCount } } },
    (request) => markNotificationsRead(ctx, signedInMember(request), request.body.upTo),
  );
}
