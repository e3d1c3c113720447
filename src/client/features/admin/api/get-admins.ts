import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { adminKeys } from "./admin-keys";

/** The current administrators, with when each was granted. */
export const getAdmins = () => callApi("GET /api/admin/users");

export const getAdminsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.admins(), queryFn: getAdmins });

export function useAdmins() {
  return useQuery(getAdminsQueryOptions());
}
