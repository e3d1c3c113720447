import { ApiError } from "#client/lib/api-client.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";

/**
 * What the auth form says when the server refuses: the server's own text (e.g. "Invalid
 * username or password"), else the fallback ("Login failed"); when the request never got an
 * answer (offline), the fallback followed by "Please try again.".
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body.trim() || fallback;
  return `${fallback}. ${AUTH_MSG.tryAgain}`;
}
