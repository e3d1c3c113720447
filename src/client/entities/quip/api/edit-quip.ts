import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import { patchQuipInCaches } from "#client/lib/quip-cache.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { EditQuipInput as EditBody, Quip } from "#shared/schemas/quips.ts";

export type EditQuipInput = z.infer<typeof EditBody> & { id: string };

/**
 * The author rewords a quip (within 15 minutes, 1–500 characters with its punchline); a
 * punchline left out stays, null removes it. Answers the new quip.
 */
export const editQuip = ({ id, content, punchline }: EditQuipInput) =>
  callApi("PATCH /api/quips/:id", { params: { id }, body: { content, punchline } });

/** Puts the server's answer in the detail cache and every cached list, then refreshes feeds. */
export function storeEditedQuip(queryClient: QueryClient, quip: Quip): Promise<void> {
  queryClient.setQueryData(quipKeys.detail(quip.id), quip);
  patchQuipInCaches(queryClient, quip.id, quip);
  return queryClient.invalidateQueries({ queryKey: quipKeys.feeds() });
}

export function useEditQuip({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof editQuip>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: editQuip,
    onSuccess: (quip, ...args) => {
      void storeEditedQuip(queryClient, quip);
      return onSuccess?.(quip, ...args);
    },
  });
}
