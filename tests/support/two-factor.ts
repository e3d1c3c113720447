import { Secret, TOTP } from "otpauth";
import type { Member } from "./members";
import type { TestApp } from "./test-app";

/** The code an authenticator app holding `secret` shows at `at`, as a member's phone would. */
export function appCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

const post = (t: TestApp, member: Member, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie: member.cookie }, payload });

/**
 * Turns two-factor authentication on for the member as they would: the password, then the
 * first code. Moves the clock on a step, so a test's next code is a fresh one.
 */
export async function turnOnTotp(
  t: TestApp,
  member: Member,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(t, member, "/api/auth/totp/setup", {
    currentPassword: member.password,
  });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await post(t, member, "/api/auth/totp/enable", {
    code: appCode(secret, t.clock.now()),
  });
  if (enable.statusCode !== 200)
    throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  t.clock.advance(30_000);
  return { secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** The Cookie header of a response's pending sign-in step. */
export function stepCookie(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === "quip_sign_in_step");
  if (!cookie) throw new Error("no sign-in step cookie in the response");
  return `quip_sign_in_step=${cookie.value}`;
}
