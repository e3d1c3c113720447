import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TotpStatus } from "../../../shared/schemas/two-factor";
import { api } from "../api-client";
import { twoFactorKeys } from "./two-factor-keys";

export const getTotpStatus = () => api.get<TotpStatus>("/api/auth/totp");

export function useTotpStatus() {
  return useQuery(queryOptions({ queryKey: twoFactorKeys.totp(), queryFn: getTotpStatus }));
}
