import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { twoFactorKeys } from "#client/lib/auth/two-factor-keys.ts";
import type { PasskeyList } from "#shared/schemas/passkeys.ts";

export const getPasskeys = () => api.get<PasskeyList>("/api/auth/passkeys");

export function usePasskeys() {
  return useQuery(queryOptions({ queryKey: twoFactorKeys.passkeys(), queryFn: getPasskeys }));
}
