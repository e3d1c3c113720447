import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminFlag } from "../../../../shared/schemas/admin";
import { api } from "../../../lib/api-client";
import { adminKeys, adminUrl } from "./admin-keys";

/** Pending reports, newest first, with the quip and (even while anonymous) its author. */
export const getFlags = () => api.get<AdminFlag[]>(adminUrl("flags"));

export const getFlagsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.flags(), queryFn: getFlags });

export function useFlags() {
  return useQuery(getFlagsQueryOptions());
}
