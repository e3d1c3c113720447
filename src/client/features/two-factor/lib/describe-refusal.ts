import { refusalText } from "#client/lib/refusal.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { passkeyProblem } from "./webauthn";

/**
 * Where a failed change shows: a wrong password under the password field, any other refusal
 * (a limit, a passkey the device would not make) over the form, in the server's words.
 */
export function describeRefusal<K extends string>(error: unknown, passwordField: K) {
  const text = refusalText(error);
  if (text === ACCOUNT_MSG.currentPasswordWrong) return { field: passwordField, message: text };
  return { message: passkeyProblem(error) };
}
