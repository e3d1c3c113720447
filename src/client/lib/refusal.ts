import { ApiError } from "./api-client";

/** The server's own refusal text (a 4xx with a body), or null for failures it did not explain. */
export function refusalText(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body) {
    return error.body;
  }
  return null;
}

/**
 * A failure toast's description: the server's refusal in its own words when it gave one (a
 * suspended member learns until when, and why; a blocked member's like, follow or comment reads
 * its neutral refusal), else nothing beyond the toast's title.
 */
export function refusalDescription(error: unknown): { description?: string } {
  const text = refusalText(error);
  return text ? { description: text } : {};
}
