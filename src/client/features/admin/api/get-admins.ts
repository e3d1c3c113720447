import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAccount } from "../../../../shared/schemas/admin";
import { api } from "../../../lib/api-client";
import { adminKeys, adminUrl } from "./admin-keys";

/** The current administrators, with when each was granted. */
export const getAdmins = () => api.get<AdminAccount[]>(adminUrl("users"));

export const getAdminsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.admins(), queryFn: getAdmins });

export function useAdmins() {
  return useQuery(getAdminsQueryOptions());
}
