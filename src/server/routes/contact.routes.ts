import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CONTACT_MSG } from "../../shared/admin-messages";
import { ContactAnswer, ContactInput } from "../../shared/schemas/contact";
import type { AppContext } from "../context";
import { sendContactMessage } from "../services/contact.service";

/** Per address: a person writes a few messages, a spammer many. */
const CONTACT_LIMIT = { max: 10, timeWindow: "15 minutes" };

export async function contactRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Counted after validation (preHandler), so a mistyped form does not use up the allowance.
  if (!app.hasDecorator("rateLimit")) {
    await app.register(rateLimit, { global: false, hook: "preHandler" });
  }

  app.post(
    "/api/contact",
    {
      schema: { body: ContactInput, response: { 200: ContactAnswer } },
      config: { rateLimit: CONTACT_LIMIT },
    },
    async (request) => {
      await sendContactMessage(ctx, request.body);
      return { message: CONTACT_MSG.sent };
    },
  );
}
