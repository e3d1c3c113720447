import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PASSWORD_RESET_MSG } from "../../shared/admin-messages";
import {
  ForgotPasswordInput,
  MessageAnswer,
  ResetPasswordInput,
  ResetTokenParams,
  VerifyResetTokenAnswer,
} from "../../shared/schemas/password-reset";
import type { AppContext } from "../context";
import {
  isResetTokenValid,
  requestPasswordReset,
  resetPassword,
} from "../services/password-reset.service";

/** Per address: the service also caps links per member, this caps what one sender can ask. */
const FORGOT_PASSWORD_LIMIT = { max: 20, timeWindow: "15 minutes" };

export async function passwordResetRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Counted after validation (preHandler), so a mistyped form does not use up the allowance.
  if (!app.hasDecorator("rateLimit")) {
    await app.register(rateLimit, { global: false, hook: "preHandler" });
  }

  app.post(
    "/api/auth/forgot-password",
    {
      schema: { body: ForgotPasswordInput, response: { 200: MessageAnswer } },
      config: { rateLimit: FORGOT_PASSWORD_LIMIT },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: PASSWORD_RESET_MSG.linkSent };
    },
  );

  app.get(
    "/api/auth/verify-reset-token/:token",
    { schema: { params: ResetTokenParams, response: { 200: VerifyResetTokenAnswer } } },
    async (request) => ({ valid: await isResetTokenValid(ctx, request.params.token) }),
  );

  app.post(
    "/api/auth/reset-password",
    { schema: { body: ResetPasswordInput, response: { 200: MessageAnswer } } },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: PASSWORD_RESET_MSG.completeTitle };
    },
  );
}
