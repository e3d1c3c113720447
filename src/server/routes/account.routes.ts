import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { currentSession } from "#server/plugins/session.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  changePassword,
  confirmEmail,
  getEmailStatus,
  requestEmailChange,
  resendConfirmation,
} from "#server/services/account/index.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";

/** How a member reaches their account: its password and its address (decisions 0109, 0110). */
export async function accountRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const perMember = (request: FastifyRequest) => request.user?.id;
  // Counted after validation and together for both forms: a stolen session gets no more
  // guesses at the password by using the other one.
  const passwordChecks = limitBy(app.limiter, "currentPassword", perMember);

  route(
    app,
    "POST /api/auth/change-password",
    { ...MEMBER, preHandler: passwordChecks },
    async (request) => {
      await changePassword(ctx, currentSession(ctx, request), request.body);
      return { message: ACCOUNT_MSG.passwordChanged };
    },
  );

  route(app, "GET /api/auth/email", MEMBER, (request) =>
    getEmailStatus(ctx, signedInMember(request).id),
  );

  route(
    app,
    "POST /api/auth/change-email",
    {
      ...MEMBER,
      preHandler: [passwordChecks, limitBy(app.limiter, "confirmationMails", perMember)],
    },
    (request) => requestEmailChange(ctx, signedInMember(request).id, request.body),
  );

  route(
    app,
    "POST /api/auth/resend-confirmation",
    { ...MEMBER, preHandler: limitBy(app.limiter, "confirmationMails", perMember) },
    (request) => resendConfirmation(ctx, signedInMember(request).id),
  );

  // Public: the link is the proof, and it is often opened on another device than the one
  // that asked for it.
  route(
    app,
    "POST /api/auth/confirm-email",
    { ...PUBLIC, preHandler: limitBy(app.limiter, "confirmEmail", (request) => request.ip) },
    (request) => confirmEmail(ctx, request.body.token),
  );
}
