import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { getPreferences, savePreferences } from "#server/services/notifications/index.ts";
import { getPushPublicKey, subscribePush, unsubscribePush } from "#server/services/push/index.ts";

/** Notification settings, and the push subscriptions of a member's browsers (decision 0156). */
export async function notificationsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/notifications/preferences", MEMBER, (request) =>
    getPreferences(ctx, signedInMember(request).id),
  );

  route(app, "PUT /api/notifications/preferences", MEMBER, (request) =>
    savePreferences(ctx, signedInMember(request).id, request.body),
  );

  // The same key for everyone, and no secret: a browser needs it before it can subscribe.
  route(app, "GET /api/push/public-key", PUBLIC, () => getPushPublicKey(ctx));

  route(app, "POST /api/push/subscriptions", MEMBER, async (request, reply) => {
    await subscribePush(ctx, signedInMember(request).id, request.body);
    return reply.code(204).send();
  });

  route(app, "DELETE /api/push/subscriptions", MEMBER, async (request, reply) => {
    await unsubscribePush(ctx, signedInMember(request).id, request.body);
    return reply.code(204).send();
  });
}
