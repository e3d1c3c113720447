import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ADMIN, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import {
  countUnreadContactMessages,
  listContactMessages,
  openContactMessage,
  replyToContactMessage,
  setContactMessageArchived,
} from "#server/services/contact/index.ts";

/** The console's contact inbox: read, answer by mail, archive. Administrators only. */
export async function contactInboxRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/admin/contact-messages", ADMIN, (request) =>
    listContactMessages(ctx, request.query),
  );

  route(app, "GET /api/admin/contact-messages/unread-count", ADMIN, () =>
    countUnreadContactMessages(ctx),
  );

  route(app, "GET /api/admin/contact-messages/:id", ADMIN, (request) =>
    openContactMessage(ctx, request.params.id),
  );

  route(app, "POST /api/admin/contact-messages/:id/reply", ADMIN, (request) =>
    replyToContactMessage(ctx, signedInMember(request), request.params.id, request.body),
  );

  route(app, "POST /api/admin/contact-messages/:id/archive", ADMIN, (request) =>
    setContactMessageArchived(ctx, request.params.id, true),
  );

  route(app, "POST /api/admin/contact-messages/:id/unarchive", ADMIN, (request) =>
    setContactMessageArchived(ctx, request.params.id, false),
  );
}
