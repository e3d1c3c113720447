import { ApiError } from "./api-client";

/** The server's own refusal text (a 4xx with a body), or null for failures it did not explain. */
export function refusalText(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body) {
    return error.body;
  }
  return null;
}

/**
 * The server's refusal as a toast's description, when it gave one: a neutral refusal (a
 * blocked member's like, follow or comment) reads under the action's own failure title.
 */
export function refusalDescription(error: unknown): { description?: string } {
  const said = refusalText(error);
  return said ? { description: said } : {};
}
