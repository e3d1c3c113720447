import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";

/** The member's latest data export; with the mailed link's token, whether that link opens it. */
export const getExportState = (token: string | null) =>
  callApi("GET /api/users/me/export", { query: { token: token ?? undefined } });

export const exportStateQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ["account", "export", token],
    queryFn: () => getExportState(token),
    staleTime: 0,
  });

/**
 * While the export is being prepared the page asks again now and then, so the download offer
 * (or the failure) shows without a reload.
 */
export function useExportState(token: string | null) {
  return useQuery({
    ...exportStateQueryOptions(token),
    refetchInterval: (query) => (query.state.data?.status === "preparing" ? 5_000 : false),
  });
}

/** Where the mailed link's file is downloaded from: only for the member signed in. */
export const exportDownloadUrl = (token: string) =>
  `/api/users/me/export/${encodeURIComponent(token)}`;
