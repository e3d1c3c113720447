import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { sendContactMessage } from "#server/services/contact/index.ts";
import { CONTACT_MSG } from "#shared/messages/contact.ts";

export async function contactRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(
    app,
    "POST /api/contact",
    {
      ...PUBLIC,

      // Counted after validation, so a mistyped form does not use up the allowance.
      preHandler: limitBy(app.limiter, "contact", (request) => request.ip),
    },
    async (request) => {
      await sendContactMessage(ctx, request.body, request.user?.id ?? null);
      return { message: CONTACT_MSG.sent };
    },
  );
}
