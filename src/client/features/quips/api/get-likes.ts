import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";

/** The members who liked a quip (the Liked by list). */
export const getLikes = (quipId: string) =>
  callApi("GET /api/quips/:id/likes", { params: { id: quipId } });

export const getLikesQueryOptions = (quipId: string) =>
  queryOptions({ queryKey: quipKeys.likes(quipId), queryFn: () => getLikes(quipId) });

export function useLikes(quipId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getLikesQueryOptions(quipId), enabled });
}
