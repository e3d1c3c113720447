import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { isOwnNavigation } from "#server/plugins/same-origin.ts";
import { endSession, startSession } from "#server/plugins/session.ts";
import { setStepCookie } from "#server/plugins/step-cookies.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { authenticate, getCurrentUser, registerUser } from "#server/services/auth/index.ts";
import { nudgeMailSender } from "#server/services/mail-outbox/index.ts";
import { beginPendingSignIn, secondFactorsOf } from "#server/services/two-factor/index.ts";
import { presentCurrentUser } from "#server/services/users/index.ts";

export async function authRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  const perIp = (request: FastifyRequest) => request.ip;
  route(
    app,
    "POST /api/auth/register",
    { ...PUBLIC, preHandler: limitBy(app.limiter, "register", perIp) },
    async (request, reply) => {
      const user = await registerUser(ctx, request.body);
      nudgeMailSender(ctx);
      await startSession(ctx, request, reply, user.id);
      return reply.status(201).send(await presentCurrentUser(ctx.db, user, ctx.now()));
    },
  );

  route(
    app,
    "POST /api/auth/login",
    {
      ...PUBLIC,

      // The account's own limit is counted once the name is looked up (decision 0132).
      preHandler: limitBy(app.limiter, "signInPerIp", perIp),
    },
    // With a second factor on, the right password starts no session: it begins the second
    // step, bound to this browser by its cookie (decision 0112).
    async (request, reply) => {
      const user = await authenticate(ctx, app.limiter, { ...request.body, address: request.ip });
      const factors = await secondFactorsOf(ctx, user.id);
      if (factors.length > 0) {
        setStepCookie(ctx, reply, "pendingSignIn", await beginPendingSignIn(ctx, user.id));
        return { twoFactorRequired: true as const, factors };
      }
      await startSession(ctx, request, reply, user.id);
      return presentCurrentUser(ctx.db, user, ctx.now());
    },
  );

  route(app, "GET /api/auth/user", MEMBER, (request) =>
    getCurrentUser(ctx, signedInMember(request).id),
  );

  route(app, "GET /api/auth/is-admin", MEMBER, async (request) => ({
    isAdmin: signedInMember(request).isAdmin,
  }));

  route(app, "GET /api/login", PUBLIC, async (_request, reply) => reply.redirect("/login"));

  // Signing out by following the Logout link. Loaded any other way (an image, another site's link) it must not
  // sign anyone out, and still lands home so the caller learns nothing.
  route(app, "GET /api/logout", PUBLIC, async (request, reply) => {
    if (isOwnNavigation(request)) await endSession(ctx, request, reply);
    return reply.redirect("/");
  });

  // The app's own Logout button calls this; the same-origin check refuses other sites' posts.
  route(app, "POST /api/logout", PUBLIC, async (request, reply) => {
    await endSession(ctx, request, reply);
    return reply.status(204).send();
  });
}
