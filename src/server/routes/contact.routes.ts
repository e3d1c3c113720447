import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CONTACT_MSG } from "../../shared/messages/contact";
import { ContactInput } from "../../shared/schemas/contact";
import { MessageAnswer } from "../../shared/schemas/message";
import type { AppContext } from "../context";
import { PUBLIC } from "../plugins/access";
import { limitBy } from "../rate-limit/limiter";
import { sendContactMessage } from "../services/contact/contact.service";

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
