import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MSG } from "../../shared/messages";
import { LoginInput, RegisterInput } from "../../shared/schemas/auth";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { endSession, requireUser, startSession } from "../plugins/session";
import { authenticate, findUserById, registerUser } from "../services/auth.service";
import { presentCurrentUser } from "../services/users.presenter";

export async function authRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post("/api/auth/register", { schema: { body: RegisterInput } }, async (request, reply) => {
    const user = await registerUser(ctx, request.body);
    await startSession(ctx, request, reply, user.id);
    return reply.status(201).send(presentCurrentUser(user));
  });

  app.post("/api/auth/login", { schema: { body: LoginInput } }, async (request, reply) => {
    const user = await authenticate(ctx, request.body);
    await startSession(ctx, request, reply, user.id);
    return presentCurrentUser(user);
  });

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

  app.get("/api/logout", async (request, reply) => {
    await endSession(ctx, request, reply);
    return reply.redirect("/");
  });
}
