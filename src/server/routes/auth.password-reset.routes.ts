import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  isResetTokenValid,
  requestPasswordReset,
  resetPassword,
} from "#server/services/auth/index.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";

export async function authPasswordResetRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(
    app,
    "POST /api/auth/forgot-password",
    {
      ...PUBLIC,

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

  route(app, "GET /api/auth/verify-reset-token/:token", PUBLIC, async (request) => ({
    valid: await isResetTokenValid(ctx, request.params.token),
  }));

  route(
    app,
    "POST /api/auth/reset-password",
    { ...PUBLIC, preHandler: limitBy(app.limiter, "resetPassword", (request) => request.ip) },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: PASSWORD_RESET_MSG.completeTitle };
    },
  );
}
