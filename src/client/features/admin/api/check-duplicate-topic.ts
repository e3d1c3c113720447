import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { adminKeys } from "./admin-keys";

/** Whether a topic text was already used or scheduled (same words, any case). */
export const checkDuplicateTopic = (topic: string) =>
  callApi("POST /api/admin/check-duplicate", { body: { topic } });

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
