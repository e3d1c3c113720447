import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { MemberWarnings } from "#shared/schemas/warnings.ts";

export const warningKeys = {
  own: () => ["warnings", "own"] as const,
};

export const getWarningsQueryOptions = () =>
  queryOptions({
    queryKey: warningKeys.own(),
    queryFn: () => callApi("GET /api/users/me/warnings"),
  });

export function useOwnWarnings() {
  return useQuery(getWarningsQueryOptions());
}

/** The answer is the warning as it now stands, appealed: it replaces the cached one. */
export function useAppealWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      callApi("POST /api/moderation/warnings/:id/appeal", { params: { id }, body: { text } }),
    onSuccess: (appealed) =>
      queryClient.setQueryData<MemberWarnings>(warningKeys.own(), (list) =>
        list ? { warnings: list.warnings.map((w) => (w.id === appealed.id ? appealed : w)) } : list,
      ),
  });
}
