import { useMutation } from "@tanstack/react-query";
import type { FlagInput, FlagReceipt } from "../../../../shared/schemas/flag";
import { api } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/** The report's body (`category` is the category's label, as the spec sends it) and its quip. */
export type FlagQuipInput = FlagInput & { quipId: string };

/** Files a report for review: 201, or 409 when the member already reported this quip. */
export const flagQuip = ({ quipId, ...body }: FlagQuipInput) =>
  api.post<FlagReceipt>(`/api/quips/${encodeURIComponent(quipId)}/flag`, body);

export function useFlagQuip({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof flagQuip>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: flagQuip });
}
