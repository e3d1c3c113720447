import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import type { Liker } from "#shared/schemas/users.ts";

/** The members who liked a quip (the Liked by list). */
export const getLikes = (quipId: string) =>
  api.get<Liker[]>(`/api/quips/${encodeURIComponent(quipId)}/likes`);

export const getLikesQueryOptions = (quipId: string) =>
  queryOptions({ queryKey: quipKeys.likes(quipId), queryFn: () => getLikes(quipId) });

export function useLikes(quipId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getLikesQueryOptions(quipId), enabled });
}
