import { queryOptions } from "@tanstack/react-query";
import { ApiError, callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";

export const getQuip = (id: string) => callApi("GET /api/quips/:id", { params: { id } });

export const getQuipQueryOptions = (id: string) =>
  queryOptions({ queryKey: quipKeys.detail(id), queryFn: () => getQuip(id) });

/** A missing quip, or an address that cannot name one (the server refuses a non-uuid id). */
export function isQuipMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
