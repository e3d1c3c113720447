import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  isResetTokenValid,
  requestPasswordReset,
  resetPassword,
} from "#server/services/auth/index.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";
import { MessageAnswer } from "#shared/schemas/message.ts";
import {
  ForgotPasswordInput,
  ResetPasswordInput,
  ResetTokenParams,
  VerifyResetTokenAnswer,
} from "#shared/schemas/password-reset.ts";

export async function authPasswordResetRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/auth/forgot-password",
    {
      ...PUBLIC,
      schema: { body: ForgotPasswordInput, response: { 200: MessageAnswer } },
      // Counted after validation, so a mistyped form does not use up the allowance.
      preHandler: [
        limitBy(app.limiter, "passwordResetPerIp", (request) => request.ip),
        limitBy(
          app.limiter,
          "passwordResetPerAddress",
          (request) => (request.body as { email: string }).email,
        ),
      ],
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: PASSWORD_RESET_MSG.linkSent };
    },
  );

  app.get(
    "/api/auth/verify-reset-token/:token",
    { ...PUBLIC, schema: { params: ResetTokenParams, response: { 200: VerifyResetTokenAnswer } } },
    async (request) => ({ valid: await isResetTokenValid(ctx, request.params.token) }),
  );

  app.post(
    "/api/auth/reset-password",
    {
      ...PUBLIC,
      schema: { body: ResetPasswordInput, response: { 200: MessageAnswer } },
      preHandler: limitBy(app.limiter, "resetPassword", (request) => request.ip),
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: PASSWORD_RESET_MSG.completeTitle };
    },
  );
}
