import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { startSession } from "#server/plugins/session.ts";
import { clearStepCookie, stepTokenOf } from "#server/plugins/step-cookies.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  completeSignInWithCode,
  disableTotp,
  enableTotp,
  findPendingSignIn,
  getTotpStatus,
  regenerateRecoveryCodes,
  setupTotp,
} from "#server/services/two-factor/index.ts";
import { presentCurrentUser } from "#server/services/users/index.ts";
import { CurrentUser } from "#shared/schemas/auth.ts";
import {
  CurrentPasswordInput,
  RecoveryCodesAnswer,
  SecondFactorInput,
  TotpEnableInput,
  TotpSetupAnswer,
  TotpStatus,
} from "#shared/schemas/two-factor.ts";

/** An authenticator app as a second factor (decision 0112), and the sign-in's second step. */
export async function twoFactorRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const perIp = (request: FastifyRequest) => request.ip;
  const passwordChecked = {
    ...MEMBER,
    preHandler: limitBy(app.limiter, "currentPassword"),
  };
  const codeChecked = [
    limitBy(app.limiter, "secondFactorPerIp", perIp),
    limitBy(app.limiter, "secondFactorPerAccount"),
  ];

  app.get("/api/auth/totp", { ...MEMBER, schema: { response: { 200: TotpStatus } } }, (request) =>
    getTotpStatus(ctx, signedInMember(request).id),
  );

  app.post(
    "/api/auth/totp/setup",
    {
      ...passwordChecked,
      schema: { body: CurrentPasswordInput, response: { 200: TotpSetupAnswer } },
    },
    (request) => setupTotp(ctx, signedInMember(request).id, request.body.currentPassword),
  );

  app.post(
    "/api/auth/totp/enable",
    {
      ...MEMBER,
      schema: { body: TotpEnableInput, response: { 200: RecoveryCodesAnswer } },
      preHandler: codeChecked,
    },
    (request) => enableTotp(ctx, signedInMember(request).id, request.body.code),
  );

  app.post(
    "/api/auth/totp/disable",
    { ...passwordChecked, schema: { body: CurrentPasswordInput, response: { 200: TotpStatus } } },
    (request) => disableTotp(ctx, signedInMember(request).id, request.body.currentPassword),
  );

  app.post(
    "/api/auth/totp/recovery-codes",
    {
      ...passwordChecked,
      schema: { body: CurrentPasswordInput, response: { 200: RecoveryCodesAnswer } },
    },
    (request) =>
      regenerateRecoveryCodes(ctx, signedInMember(request).id, request.body.currentPassword),
  );

  // The pending sign-in names the account, so its limit is counted once that is known.
  app.post(
    "/api/auth/login/second-factor",
    {
      ...PUBLIC,
      schema: { body: SecondFactorInput, response: { 200: CurrentUser } },
      preHandler: limitBy(app.limiter, "secondFactorPerIp", perIp),
    },
    async (request, reply) => {
      const pending = await findPendingSignIn(ctx, stepTokenOf(request, "pendingSignIn"));
      await app.limiter.check("secondFactorPerAccount", pending.userId);
      const user = await completeSignInWithCode(ctx, pending, request.body.code);
      clearStepCookie(reply, "pendingSignIn");
      await startSession(ctx, request, reply, user.id);
      return presentCurrentUser(user, ctx.now());
    },
  );
}
