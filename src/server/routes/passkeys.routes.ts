import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
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
import { NoBody } from "#shared/api/answers.ts";
import { CurrentUser } from "#shared/schemas/auth.ts";
import {
  Passkey,
  PasskeyAuthenticationInput,
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyParams,
  PasskeyRegistrationInput,
  PasskeyRequestOptions,
  PasskeySite,
} from "#shared/schemas/passkeys.ts";
import { CurrentPasswordInput } from "#shared/schemas/two-factor.ts";

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
    return presentCurrentUser(user, ctx.now());
  };

  /** A passkey is begun only from a page at the passkeys' own address, before any count. */
  const atPasskeyAddress = async (request: FastifyRequest) =>
    assertPasskeyAddress(ctx.config, request.headers.origin);

  app.get(
    "/api/auth/passkeys",
    { ...MEMBER, schema: { response: { 200: PasskeyList } } },
    (request) => listPasskeys(ctx, signedInMember(request).id),
  );

  app.get(
    "/api/auth/passkeys/site",
    { ...PUBLIC, schema: { response: { 200: PasskeySite } } },
    () => ({ origin: relyingPartyOf(ctx.config).origin }),
  );

  app.post(
    "/api/auth/passkeys/registration/options",
    {
      ...MEMBER,
      schema: { body: CurrentPasswordInput, response: { 200: PasskeyCreationOptions } },
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

  app.post(
    "/api/auth/passkeys/registration",
    { ...MEMBER, schema: { body: PasskeyRegistrationInput, response: { 201: Passkey } } },
    async (request, reply) => {
      const passkey = await registerPasskey(ctx, {
        userId: signedInMember(request).id,
        token: stepTokenOf(request, "passkeyChallenge"),
        name: request.body.name,
        credential: request.body.credential as unknown as RegistrationResponseJSON,
      });
      clearStepCookie(reply, "passkeyChallenge");
      return reply.status(201).send(passkey);
    },
  );

  app.delete(
    "/api/auth/passkeys/:id",
    { ...MEMBER, schema: { params: PasskeyParams, response: { 204: NoBody } } },
    async (request, reply) => {
      await removePasskey(ctx, signedInMember(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  const signInLimited = {
    ...PUBLIC,
    preHandler: limitBy(app.limiter, "passkeySignIn", perIp),
  };

  app.post(
    "/api/auth/passkeys/sign-in/options",
    {
      ...signInLimited,
      preValidation: atPasskeyAddress,
      schema: { response: { 200: PasskeyRequestOptions } },
    },
    async (_request, reply) =>
      sendOptions(reply, await passkeyAuthenticationOptions(ctx, "sign-in", null)),
  );

  app.post(
    "/api/auth/passkeys/sign-in",
    {
      ...signInLimited,
      schema: { body: PasskeyAuthenticationInput, response: { 200: CurrentUser } },
    },
    async (request, reply) => {
      const userId = await verifyPasskeyAnswer(ctx, {
        use: "sign-in",
        token: stepTokenOf(request, "passkeyChallenge"),
        credential: request.body.credential as unknown as AuthenticationResponseJSON,
      });
      clearStepCookie(reply, "passkeyChallenge");
      return signIn(request, reply, userId);
    },
  );

  app.post(
    "/api/auth/passkeys/second-factor/options",
    {
      ...signInLimited,
      preValidation: atPasskeyAddress,
      schema: { response: { 200: PasskeyRequestOptions } },
    },
    async (request, reply) => {
      const pending = await findPendingSignIn(ctx, stepTokenOf(request, "pendingSignIn"));
      return sendOptions(
        reply,
        await passkeyAuthenticationOptions(ctx, "second-factor", pending.userId),
      );
    },
  );

  app.post(
    "/api/auth/passkeys/second-factor",
    {
      ...PUBLIC,
      schema: { body: PasskeyAuthenticationInput, response: { 200: CurrentUser } },
      preHandler: limitBy(app.limiter, "secondFactorPerIp", perIp),
    },
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
