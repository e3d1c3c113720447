import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { ApiError } from "#client/lib/api-client.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";

/** The WebAuthn library loads the first time a passkey is made or used, on no page before. */
const loadBrowserLibrary = () => import("@simplewebauthn/browser");

export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await loadBrowserLibrary();
  return startRegistration({ optionsJSON });
}

export async function answerWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await loadBrowserLibrary();
  return startAuthentication({ optionsJSON });
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
