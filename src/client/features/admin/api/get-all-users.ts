import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { LIMITS } from "#shared/limits.ts";
import type { AdminUsersPage } from "#shared/schemas/admin.ts";
import { adminKeys, adminUrl } from "./admin-keys";

/** One page of every member, 20 a page (spec 02 §9). */
export const getAllUsers = (page: number) =>
  api.get<AdminUsersPage>(
    `${adminUrl("all-users")}?page=${page}&limit=${LIMITS.adminUsersPageSize}`,
  );

export const getAllUsersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.allUsers(page),
    queryFn: () => getAllUsers(page),
    placeholderData: keepPreviousData,
  });

export function useAllUsers(page: number) {
  return useQuery(getAllUsersQueryOptions(page));
}
