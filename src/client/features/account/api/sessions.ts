import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { EndedSessions, SessionList } from "#shared/schemas/account.ts";
import { accountKeys } from "./account-keys";

export const getSessions = () => api.get<SessionList>("/api/auth/sessions");

export function useSessions() {
  return useQuery(
    queryOptions({ queryKey: accountKeys.sessions(), queryFn: getSessions, staleTime: 0 }),
  );
}

export const endSession = (id: string) =>
  api.delete<void>(`/api/auth/sessions/${encodeURIComponent(id)}`);

export const endOtherSessions = () => api.delete<EndedSessions>("/api/auth/sessions");

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
