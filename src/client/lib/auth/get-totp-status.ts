import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { twoFactorKeys } from "./two-factor-keys";

export const getTotpStatus = () => callApi("GET /api/auth/totp");

export function useTotpStatus() {
  return useQuery(queryOptions({ queryKey: twoFactorKeys.totp(), queryFn: getTotpStatus }));
}
