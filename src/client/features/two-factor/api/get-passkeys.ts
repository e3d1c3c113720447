import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { twoFactorKeys } from "#client/lib/auth/two-factor-keys.ts";

export const getPasskeys = () => callApi("GET /api/auth/passkeys");

export function usePasskeys() {
  return useQuery(queryOptions({ queryKey: twoFactorKeys.passkeys(), queryFn: getPasskeys }));
}
