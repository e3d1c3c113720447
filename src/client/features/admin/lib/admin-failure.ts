import { ApiError } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { toast } from "#client/lib/toast/use-toast.ts";

/** The server's own words for a refusal, when it wrote a short readable one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const text = error.body.trim();
  if (!text || text.length > 300 || text.startsWith("<")) return null;
  return text;
}

/**
 * Every admin failure: signed out → the "session ended" toast and sign-in; otherwise a
 * toast titled with the spec's fallback and, when the server explained, its message.
 */
export function toastAdminFailure(error: unknown, fallback: string): void {
  if (handleUnauthorized(error)) return;
  const message = serverMessage(error);
  toast({
    title: fallback,
    ...(message && message !== fallback ? { description: message } : {}),
    variant: "destructive",
  });
}
