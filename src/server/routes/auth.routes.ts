import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CurrentUser,
  IsAdminAnswer,
  LoginAnswer,
  LoginInput,
  RegisterInput,
} from "../../shared/schemas/auth";
import type { AppContext } from "../context";
import { MEMBER, PUBLIC, signedInMember } from "../plugins/access";
import { NoBody } from "../plugins/non-json-answers";
import { isOwnNavigation } from "../plugins/same-origin";
import { endSession, startSession } from "../plugins/session";
import { setStepCookie } from "../plugins/step-cookies";
import { limitBy } from "../rate-limit/limiter";
import { authenticate, getCurrentUser, registerUser } from "../services/auth/auth.service";
import { nudgeMailSender } from "../services/mail-outbox/mail-outbox.service";
import { beginPendingSignIn } from "../services/two-factor/pending-sign-in";
import { secondFactorsOf } from "../services/two-factor/second-factor.service";
import { presentCurrentUser } from "../services/users/users.presenter";

export async function authRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  const perIp = (request: FastifyRequest) => request.ip;
  app.post(
    "/api/auth/register",
    {
      ...PUBLIC,
      schema: { body: RegisterInput, response: { 201: CurrentUser } },
      preHandler: limitBy(app.limiter, "register", perIp),
    },
    async (request, reply) => {
      const user = await registerUser(ctx, request.body);
      nudgeMailSender(ctx);
      await startSession(ctx, request, reply, user.id);
      return reply.status(201).send(presentCurrentUser(user, ctx.now()));
    },
  );

  app.post(
    "/api/auth/login",
    {
      ...PUBLIC,
      schema: { body: LoginInput, response: { 200: LoginAnswer } },
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
      return presentCurrentUser(user, ctx.now());
    },
  );

  app.get("/api/auth/user", { ...MEMBER, schema: { response: { 200: CurrentUser } } }, (request) =>
    getCurrentUser(ctx, signedInMember(request).id),
  );

  app.get(
    "/api/auth/is-admin",
    { ...MEMBER, schema: { response: { 200: IsAdminAnswer } } },
    async (request) => ({ isAdmin: signedInMember(request).isAdmin }),
  );

  const redirects = { schema: { response: { 302: NoBody } } };
  app.get("/api/login", { ...PUBLIC, ...redirects }, async (_request, reply) =>
    reply.redirect("/login"),
  );

  // Signing out by following the Logout link. Loaded any other way (an image, another site's link) it must not
  // sign anyone out, and still lands home so the caller learns nothing.
  app.get("/api/logout", { ...PUBLIC, ...redirects }, async (request, reply) => {
    if (isOwnNavigation(request)) await endSession(ctx, request, reply);
    return reply.redirect("/");
  });

  // The app's own Logout button calls this; the same-origin check refuses other sites' posts.
  app.post(
    "/api/logout",
    { ...PUBLIC, schema: { response: { 204: NoBody } } },
    async (request, reply) => {
      await endSession(ctx, request, reply);
      return reply.status(204).send();
    },
  );
}
