import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { AdminAccount } from "#shared/schemas/admin.ts";
import { adminKeys, adminUrl } from "./admin-keys";

/** The current administrators, with when each was granted. */
export const getAdmins = () => api.get<AdminAccount[]>(adminUrl("users"));

export const getAdminsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.admins(), queryFn: getAdmins });

export function useAdmins() {
  return useQuery(getAdminsQueryOptions());
}
