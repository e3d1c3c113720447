import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PasskeyList } from "../../../../shared/schemas/passkeys";
import { api } from "../../../lib/api-client";
import { twoFactorKeys } from "../../../lib/auth/two-factor-keys";

export const getPasskeys = () => api.get<PasskeyList>("/api/auth/passkeys");

export function usePasskeys() {
  return useQuery(queryOptions({ queryKey: twoFactorKeys.passkeys(), queryFn: getPasskeys }));
}
