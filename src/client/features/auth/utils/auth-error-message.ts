import { AUTH_MSG } from "../../../../shared/messages/auth";
import { ApiError } from "../../../lib/api-client";

/**
 * What the auth form says when the server refuses: the server's own text (e.g. "Invalid
 * username or password"), else the fallback ("Login failed"); when the request never got an
 * answer (offline), the fallback followed by "Please try again.".
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body.trim() || fallback;
  return `${fallback}. ${AUTH_MSG.tryAgain}`;
}
