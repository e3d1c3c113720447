import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "#server/context.ts";
import { TWO_FACTOR } from "#shared/rules/two-factor.ts";

/**
 * The cookies that bind a sign-in's unfinished steps to the browser that began them: the
 * second step after a password, and a passkey challenge. Each holds a random token whose
 * SHA-256 names a short-lived row; neither is a session, and only /api/auth ever receives them.
 */
const STEP_COOKIES = {
  pendingSignIn: { name: "quip_sign_in_step", maxAgeMs: TWO_FACTOR.pendingSignInMs },
  passkeyChallenge: { name: "quip_passkey_step", maxAgeMs: TWO_FACTOR.passkeyChallengeMs },
} as const;

export type StepCookie = keyof typeof STEP_COOKIES;

const PATH = "/api/auth";

export function setStepCookie(
  ctx: AppContext,
  reply: FastifyReply,
  which: StepCookie,
  token: string,
): void {
  const { name, maxAgeMs } = STEP_COOKIES[which];
  reply.setCookie(name, token, {
    path: PATH,
    httpOnly: true,
    // Only our own pages' calls carry it: a step is never begun or finished from a link.
    sameSite: "strict",
    secure: ctx.config.publicUrl.startsWith("https://"),
    maxAge: maxAgeMs / 1000,
  });
}

export function stepTokenOf(request: FastifyRequest, which: StepCookie): string | undefined {
  return request.cookies[STEP_COOKIES[which].name] || undefined;
}

export function clearStepCookie(reply: FastifyReply, which: StepCookie): void {
  reply.clearCookie(STEP_COOKIES[which].name, { path: PATH });
}
