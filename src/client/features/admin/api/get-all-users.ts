import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { LIMITS } from "#shared/limits.ts";
import { adminKeys } from "./admin-keys";

/** One page of every member, 20 a page (spec 02 §9). */
export const getAllUsers = (page: number) =>
  callApi("GET /api/admin/all-users", { query: { page, limit: LIMITS.adminUsersPageSize } });

export const getAllUsersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.allUsers(page),
    queryFn: () => getAllUsers(page),
    placeholderData: keepPreviousData,
  });

export function useAllUsers(page: number) {
  return useQuery(getAllUsersQueryOptions(page));
}
