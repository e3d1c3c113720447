import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, callApi } from "#client/lib/api-client.ts";
import { patchQuipInCaches } from "#client/lib/quip-cache.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { FlagInput } from "#shared/schemas/flags.ts";

/** The report's body (`category` is the category's label, as the spec sends it) and its quip. */
export type FlagQuipInput = FlagInput & { quipId: string };

/** Files a report for review: 201, or 409 when the member already reported this quip. */
export const flagQuip = ({ quipId, ...body }: FlagQuipInput) =>
  callApi("POST /api/quips/:id/flag", { params: { id: quipId }, body });

/** Once filed (here or, as a 409 says, earlier), the quip shows as reported wherever it is cached. */
export function useFlagQuip({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof flagQuip>;
} = {}) {
  const queryClient = useQueryClient();
  const markReported = (quipId: string) =>
    patchQuipInCaches(queryClient, quipId, { isReported: true });
  return useMutation({
    ...mutationConfig,
    mutationFn: flagQuip,
    onSuccess: (...args) => {
      markReported(args[1].quipId);
      return mutationConfig?.onSuccess?.(...args);
    },
    onError: (...args) => {
      const [error, { quipId }] = args;
      if (error instanceof ApiError && error.status === 409) markReported(quipId);
      return mutationConfig?.onError?.(...args);
    },
  });
}
