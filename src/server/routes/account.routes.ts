import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
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
import {
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmEmailAnswer,
  ConfirmEmailInput,
  EmailStatus,
} from "#shared/schemas/account.ts";
import { MessageAnswer } from "#shared/schemas/message.ts";

/** How a member reaches their account: its password and its address (decisions 0109, 0110). */
export async function accountRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const perMember = (request: FastifyRequest) => request.user?.id;
  // Counted after validation and together for both forms: a stolen session gets no more
  // guesses at the password by using the other one.
  const passwordChecks = limitBy(app.limiter, "currentPassword", perMember);

  app.post(
    "/api/auth/change-password",
    {
      ...MEMBER,
      schema: { body: ChangePasswordInput, response: { 200: MessageAnswer } },
      preHandler: passwordChecks,
    },
    async (request) => {
      await changePassword(ctx, currentSession(ctx, request), request.body);
      return { message: ACCOUNT_MSG.passwordChanged };
    },
  );

  app.get("/api/auth/email", { ...MEMBER, schema: { response: { 200: EmailStatus } } }, (request) =>
    getEmailStatus(ctx, signedInMember(request).id),
  );

  app.post(
    "/api/auth/change-email",
    {
      ...MEMBER,
      schema: { body: ChangeEmailInput, response: { 200: MessageAnswer } },
      preHandler: [passwordChecks, limitBy(app.limiter, "confirmationMails", perMember)],
    },
    (request) => requestEmailChange(ctx, signedInMember(request).id, request.body),
  );

  app.post(
    "/api/auth/resend-confirmation",
    {
      ...MEMBER,
      schema: { response: { 200: MessageAnswer } },
      preHandler: limitBy(app.limiter, "confirmationMails", perMember),
    },
    (request) => resendConfirmation(ctx, signedInMember(request).id),
  );

  // Public: the link is the proof, and it is often opened on another device than the one
  // that asked for it.
  app.post(
    "/api/auth/confirm-email",
    {
      ...PUBLIC,
      schema: { body: ConfirmEmailInput, response: { 200: ConfirmEmailAnswer } },
      preHandler: limitBy(app.limiter, "confirmEmail", (request) => request.ip),
    },
    (request) => confirmEmail(ctx, request.body.token),
  );
}
