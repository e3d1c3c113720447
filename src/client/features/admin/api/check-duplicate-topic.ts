import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { DuplicateCheck } from "#shared/schemas/topics.admin.ts";
import { adminKeys, adminUrl } from "./admin-keys";

/** Whether a topic text was already used or scheduled (same words, any case). */
export const checkDuplicateTopic = (topic: string) =>
  api.post<DuplicateCheck>(adminUrl("check-duplicate"), { topic });

export const checkDuplicateTopicQueryOptions = (topic: string) =>
  queryOptions({
    queryKey: adminKeys.duplicateCheck(topic),
    queryFn: () => checkDuplicateTopic(topic),
    staleTime: 0,
  });

/** Asked for settled text only (the caller debounces); a failure stays silent (spec §8). */
export function useDuplicateTopicCheck(topic: string) {
  return useQuery({ ...checkDuplicateTopicQueryOptions(topic), enabled: topic.length > 0 });
}
