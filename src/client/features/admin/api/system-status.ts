import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { adminKeys } from "./admin-keys";

/**
 * How often the jobs are asked again while the tab is open: the scheduler's runs come about a
 * minute apart, so an operator watching sees each one without pressing anything.
 */
const JOBS_REFRESH_MS = 30_000;

export const getSystemJobs = () => callApi("GET /api/admin/system/jobs");
export const getSystemExports = () => callApi("GET /api/admin/system/exports");
export const getSystemDatabase = () => callApi("GET /api/admin/system/database");
export const getSystemVersion = () => callApi("GET /api/admin/system/version");

export const getSystemJobsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.systemPart("jobs"),
    queryFn: getSystemJobs,
    refetchInterval: JOBS_REFRESH_MS,
  });

export function useSystemJobs() {
  return useQuery(getSystemJobsQueryOptions());
}

export function useSystemExports() {
  return useQuery({ queryKey: adminKeys.systemPart("exports"), queryFn: getSystemExports });
}

export function useSystemDatabase() {
  return useQuery({ queryKey: adminKeys.systemPart("database"), queryFn: getSystemDatabase });
}

export function useSystemVersion() {
  return useQuery({ queryKey: adminKeys.systemPart("version"), queryFn: getSystemVersion });
}
