import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { startSession } from "#server/plugins/session.ts";
import { clearStepCookie, setStepCookie, stepTokenOf } from "#server/plugins/step-cookies.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  assertPasskeyAddress,
  listPasskeys,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  relyingPartyOf,
  removePasskey,
  verifyPasskeyAnswer,
} from "#server/services/passkeys/index.ts";
import {
  findPendingSignIn,
  signingInMember,
  takePendingSignIn,
} from "#server/services/two-factor/index.ts";
import { presentCurrentUser } from "#server/services/users/index.ts";

/** Passkeys (decision 0113): a member's own list, and signing in with one, alone or after the password. */
export async function passkeysRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const perIp = (request: FastifyRequest) => request.ip;

  /**
   * Hands the options to the browser, its challenge bound to it by the step cookie. They are
   * sent whole: the answer's schema names the fields it needs and keeps the others.
   */
  const sendOptions = <T extends object>(
    reply: FastifyReply,
    issued: { options: T; token: string },
  ) => {
    setStepCookie(ctx, reply, "passkeyChallenge", issued.token);
    return issued.options as T & Record<string, unknown>;
  };
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const user = await signingInMember(ctx, userId);
    await startSession(ctx, request, reply, user.id);
    return presentCurrentUser(ctx.db, user, ctx.now());
  };

  /** A passkey is begun only from a page at the passkeys' own address, before any count. */
  const atPasskeyAddress = async (request: FastifyRequest) =>
    assertPasskeyAddress(ctx.config, request.headers.origin);

  route(app, "GET /api/auth/passkeys", MEMBER, (request) =>
    listPasskeys(ctx, signedInMember(request).id),
  );

  route(app, "GET /api/auth/passkeys/site", PUBLIC, () => ({
    origin: relyingPartyOf(ctx.config).origin,
  }));

  route(
    app,
    "POST /api/auth/passkeys/registration/options",
    {
      ...MEMBER,
      preValidation: atPasskeyAddress,
      preHandler: limitBy(app.limiter, "currentPassword"),
    },
    async (request, reply) => {
      const { id } = signedInMember(request);
      return sendOptions(
        reply,
        await passkeyRegistrationOptions(ctx, id, request.body.currentPassword),
      );
    },
  );

  route(app, "POST /api/auth/passkeys/registration", MEMBER, async (request, reply) => {
    const passkey = await registerPasskey(ctx, {
      userId: signedInMember(request).id,
      token: stepTokenOf(request, "passkeyChallenge"),
      name: request.body.name,
      credential: request.body.credential as unknown as RegistrationResponseJSON,
    });
    clearStepCookie(reply, "passkeyChallenge");
    return reply.status(201).send(passkey);
  });

  route(app, "DELETE /api/auth/passkeys/:id", MEMBER, async (request, reply) => {
    await removePasskey(ctx, signedInMember(request).id, request.params.id);
    return reply.status(204).send();
  });

  const signInLimited = {
    ...PUBLIC,
    preHandler: limitBy(app.limiter, "passkeySignIn", perIp),
  };

  route(
    app,
    "POST /api/auth/passkeys/sign-in/options",
    { ...signInLimited, preValidation: atPasskeyAddress },
    async (_request, reply) =>
      sendOptions(reply, await passkeyAuthenticationOptions(ctx, "sign-in", null)),
  );

  route(app, "POST /api/auth/passkeys/sign-in", signInLimited, async (request, reply) => {
    const userId = await verifyPasskeyAnswer(ctx, {
      use: "sign-in",
      token: stepTokenOf(request, "passkeyChallenge"),
      credential: request.body.credential as unknown as AuthenticationResponseJSON,
    });
    clearStepCookie(reply, "passkeyChallenge");
    return signIn(request, reply, userId);
  });

  route(
    app,
    "POST /api/auth/passkeys/second-factor/options",
    { ...signInLimited, preValidation: atPasskeyAddress },
    async (request, reply) => {
      const pending = await findPendingSignIn(ctx, stepTokenOf(request, "pendingSignIn"));
      return sendOptions(
        reply,
        await passkeyAuthenticationOptions(ctx, "second-factor", pending.userId),
      );
    },
  );

  route(
    app,
    "POST /api/auth/passkeys/second-factor",
    { ...PUBLIC, preHandler: limitBy(app.limiter, "secondFactorPerIp", perIp) },
    async (request, reply) => {
      const pending = await findPendingSignIn(ctx, stepTokenOf(request, "pendingSignIn"));
      await app.limiter.check("secondFactorPerAccount", pending.userId);
      const userId = await verifyPasskeyAnswer(ctx, {
        use: "second-factor",
        token: stepTokenOf(request, "passkeyChallenge"),
        credential: request.body.credential as unknown as AuthenticationResponseJSON,
      });
      await takePendingSignIn(ctx, { ...pending, userId });
      clearStepCookie(reply, "passkeyChallenge");
      clearStepCookie(reply, "pendingSignIn");
      return signIn(request, reply, userId);
    },
  );
}
