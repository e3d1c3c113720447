import { ApiError } from "./api-client";

/** The server's own refusal text (a 4xx with a body), or null for failures it did not explain. */
export function refusalText(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body) {
    return error.body;
  }
  return null;
}
