import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";

/** Stops the list the token names; 400 for a token the server did not sign. */
export const unsubscribe = (token: string) =>
  callApi("POST /api/mail/unsubscribe", { body: { token } });

/** Signed out as often as not: nothing cached belongs to the member the token names. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
