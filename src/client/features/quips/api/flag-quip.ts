import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

export type FlagQuipInput = {
  quipId: string;
  /** The category's label, as the spec sends it. */
  category: string;
  reason: string | null;
  linkedQuipId: string | null;
};

/** Files a report for review: 201, or 409 when the member already reported this quip. */
export const flagQuip = ({ quipId, ...body }: FlagQuipInput) =>
  api.post<{ id: string }>(`/api/quips/${encodeURIComponent(quipId)}/flag`, body);

export function useFlagQuip({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof flagQuip>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: flagQuip });
}
