import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MSG } from "../../shared/messages";
import { LoginInput, RegisterInput } from "../../shared/schemas/auth";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { isOwnNavigation } from "../plugins/same-origin";
import { endSession, requireUser, startSession } from "../plugins/session";
import { limitBy } from "../rate-limit/limiter";
import { authenticate, findUserById, registerUser } from "../services/auth.service";
import { presentCurrentUser } from "../services/users.presenter";

export async function authRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  const perIp = (request: FastifyRequest) => request.ip;
  app.post(
    "/api/auth/register",
    { schema: { body: RegisterInput }, preHandler: limitBy(app.limiter, "register", perIp) },
    async (request, reply) => {
      const user = await registerUser(ctx, request.body);
      await startSession(ctx, request, reply, user.id);
      return reply.status(201).send(presentCurrentUser(user));
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: { body: LoginInput },
      preHandler: [
        limitBy(app.limiter, "signInPerIp", perIp),
        limitBy(
          app.limiter,
          "signInPerAccount",
          (request) => (request.body as LoginInput).username,
        ),
      ],
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request.body);
      await startSession(ctx, request, reply, user.id);
      return presentCurrentUser(user);
    },
  );

  app.get("/api/auth/user", async (request) => {
    const user = await findUserById(ctx, requireUser(request).id);
    if (!user) throw new AppError("UNAUTHORIZED", MSG.auth.unauthorized);
    return presentCurrentUser(user);
  });

  app.get(
    "/api/auth/is-admin",
    { schema: { response: { 200: z.object({ isAdmin: z.boolean() }) } } },
    async (request) => ({ isAdmin: requireUser(request).isAdmin }),
  );

  app.get("/api/login", async (_request, reply) => reply.redirect("/login"));

  // The spec's navigation. Loaded any other way (an image, another site's link) it must not
  // sign anyone out, and still lands home so the caller learns nothing.
  app.get("/api/logout", async (request, reply) => {
    if (isOwnNavigation(request)) await endSession(ctx, request, reply);
    return reply.redirect("/");
  });

  // The app's own Logout button calls this; the same-origin check refuses other sites' posts.
  app.post("/api/logout", async (request, reply) => {
    await endSession(ctx, request, reply);
    return reply.status(204).send();
  });
}
