import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
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

  route(app, "GET /api/auth/totp", MEMBER, (request) =>
    getTotpStatus(ctx, signedInMember(request).id),
  );

  route(app, "POST /api/auth/totp/setup", passwordChecked, (request) =>
    setupTotp(ctx, signedInMember(request).id, request.body.currentPassword),
  );

  route(app, "POST /api/auth/totp/enable", { ...MEMBER, preHandler: codeChecked }, (request) =>
    enableTotp(ctx, signedInMember(request).id, request.body.code),
  );

  route(app, "POST /api/auth/totp/disable", passwordChecked, (request) =>
    disableTotp(ctx, signedInMember(request).id, request.body.currentPassword),
  );

  route(app, "POST /api/auth/totp/recovery-codes", passwordChecked, (request) =>
    regenerateRecoveryCodes(ctx, signedInMember(request).id, request.body.currentPassword),
  );

  // The pending sign-in names the account, so its limit is counted once that is known.
  route(
    app,
    "POST /api/auth/login/second-factor",
    { ...PUBLIC, preHandler: limitBy(app.limiter, "secondFactorPerIp", perIp) },
    async (request, reply) => {
      const pending = await findPendingSignIn(ctx, stepTokenOf(request, "pendingSignIn"));
      await app.limiter.check("secondFactorPerAccount", pending.userId);
      const user = await completeSignInWithCode(ctx, pending, request.body.code);
      clearStepCookie(reply, "pendingSignIn");
      await startSession(ctx, request, reply, user.id);
      return presentCurrentUser(ctx.db, user, ctx.now());
    },
  );
}
