import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { z } from "zod";
import { ApiError } from "#client/lib/api-client.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import type {
  PasskeyAuthenticationInput,
  PasskeyCreationOptions,
  PasskeyRegistrationInput,
  PasskeyRequestOptions,
} from "#shared/schemas/passkeys.ts";

/** The WebAuthn library loads the first time a passkey is made or used, on no page before. */
const loadBrowserLibrary = () => import("@simplewebauthn/browser");

/*
 * The shared schemas name only the fields of the server's options and of the browser's answer
 * that the server reads, and pass the others through whole: what the library writes and reads
 * is asserted here, where the two meet.
 */

export async function createPasskey(
  options: z.output<typeof PasskeyCreationOptions>,
): Promise<PasskeyRegistrationInput["credential"]> {
  const { startRegistration } = await loadBrowserLibrary();
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  return (await startRegistration({ optionsJSON })) as PasskeyRegistrationInput["credential"];
}

export async function answerWithPasskey(
  options: z.output<typeof PasskeyRequestOptions>,
): Promise<PasskeyAuthenticationInput["credential"]> {
  const { startAuthentication } = await loadBrowserLibrary();
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return (await startAuthentication({ optionsJSON })) as PasskeyAuthenticationInput["credential"];
}

/**
 * What went wrong with a passkey, in the member's words: the server's refusal as it said it, a
 * prompt the member closed (or let time out), a device that already holds one, or no support.
 */
export function passkeyProblem(error: unknown): string {
  const s = TWO_FACTOR_MSG.screens;
  if (error instanceof ApiError) return error.body.trim() || s.failed;
  if (!(error instanceof Error)) return s.failed;
  const code = (error as Error & { code?: string }).code;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return TWO_FACTOR_MSG.passkey.alreadyAdded;
  if (error.name === "NotAllowedError" || error.name === "AbortError") return s.passkeyCancelled;
  if (typeof window !== "undefined" && !window.PublicKeyCredential) return s.passkeyUnsupported;
  return s.failed;
}
