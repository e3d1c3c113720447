import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { sendContactMessage } from "#server/services/contact/index.ts";
import { CONTACT_MSG } from "#shared/messages/contact.ts";
import { ContactInput } from "#shared/schemas/contact.ts";
import { MessageAnswer } from "#shared/schemas/message.ts";

export async function contactRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/contact",
    {
      ...PUBLIC,
      schema: { body: ContactInput, response: { 200: MessageAnswer } },
      // Counted after validation, so a mistyped form does not use up the allowance.
      preHandler: limitBy(app.limiter, "contact", (request) => request.ip),
    },
    async (request) => {
      await sendContactMessage(ctx, request.body);
      return { message: CONTACT_MSG.sent };
    },
  );
}
