import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Liker } from "../../../../shared/schemas/users";
import { api } from "../../../lib/api-client";
import { quipKeys } from "../../../lib/query-keys";

/** The members who liked a quip (the Liked by list). */
export const getLikes = (quipId: string) =>
  api.get<Liker[]>(`/api/quips/${encodeURIComponent(quipId)}/likes`);

export const getLikesQueryOptions = (quipId: string) =>
  queryOptions({ queryKey: quipKeys.likes(quipId), queryFn: () => getLikes(quipId) });

export function useLikes(quipId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getLikesQueryOptions(quipId), enabled });
}
