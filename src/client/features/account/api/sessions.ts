import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { accountKeys } from "./account-keys";

export const getSessions = () => callApi("GET /api/auth/sessions");

export function useSessions() {
  return useQuery(
    queryOptions({ queryKey: accountKeys.sessions(), queryFn: getSessions, staleTime: 0 }),
  );
}

export const endSession = (id: string) =>
  callApi("DELETE /api/auth/sessions/:id", { params: { id } });

export const endOtherSessions = () => callApi("DELETE /api/auth/sessions");

/** Either way the list is read again, so it shows what the server kept. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
