import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { TotpStatus } from "#shared/schemas/two-factor.ts";
import { twoFactorKeys } from "./two-factor-keys";

export const getTotpStatus = () => api.get<TotpStatus>("/api/auth/totp");

export function useTotpStatus() {
  return useQuery(queryOptions({ queryKey: twoFactorKeys.totp(), queryFn: getTotpStatus }));
}
