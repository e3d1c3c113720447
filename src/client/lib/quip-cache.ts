import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Quip } from "#shared/schemas/quips.ts";
import { quipKeys, userKeys } from "./query-keys";

/** A copy of every cached answer that may hold quips, to put back when an action fails. */
export type QuipCacheSnapshot = Array<[QueryKey, unknown]>;

/** Quips live under the quip keys (feeds, details) and the user keys (bookmarks, profiles). */
const holdsQuips = {
  predicate: ({ queryKey }: { queryKey: QueryKey }) => isQuipOrUserKey(queryKey),
};

export function isQuipOrUserKey(key: QueryKey): boolean {
  return key[0] === quipKeys.all[0] || key[0] === userKeys.all[0];
}

function isQuip(value: unknown): value is Quip {
  return typeof value === "object" && value !== null && "likesCount" in value && "id" in value;
}

/**
 * Applies `change` to each quip in a cached answer: one quip, a list, or infinite pages.
 * `change` answers the new quip, or null to drop it from lists. Other answers pass unchanged.
 */
export function mapQuips(data: unknown, change: (quip: Quip) => Quip | null): unknown {
  if (Array.isArray(data)) {
    const next = data.flatMap((item) => (isQuip(item) ? (change(item) ?? []) : [item]));
    return next.length === data.length && next.every((item, i) => item === data[i]) ? data : next;
  }
  if (isQuip(data)) return change(data) ?? data;
  if (typeof data === "object" && data !== null && "pages" in data && Array.isArray(data.pages)) {
    const pages = data.pages.map((page: unknown) => mapQuips(page, change));
    return pages.every((page, i) => page === (data.pages as unknown[])[i])
      ? data
      : { ...data, pages };
  }
  return data;
}

export async function cancelQuipQueries(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries(holdsQuips);
}

/** Merges `patch` into quip `id` wherever it is cached; answers what was there before. */
export function patchQuipInCaches(
  queryClient: QueryClient,
  id: string,
  patch: Partial<Quip>,
): QuipCacheSnapshot {
  const snapshot = queryClient.getQueriesData(holdsQuips);
  queryClient.setQueriesData(holdsQuips, (data: unknown) =>
    mapQuips(data, (quip) => (quip.id === id ? { ...quip, ...patch } : quip)),
  );
  return snapshot;
}

/** Drops every quip `drop` picks from every cached list and forgets their details. */
export function removeQuipsFromCaches(queryClient: QueryClient, drop: (quip: Quip) => boolean) {
  const dropped = new Set<string>();
  queryClient.setQueriesData(holdsQuips, (data: unknown) =>
    mapQuips(data, (quip) => {
      if (!drop(quip)) return quip;
      dropped.add(quip.id);
      return null;
    }),
  );
  for (const id of dropped) queryClient.removeQueries({ queryKey: quipKeys.detail(id) });
}

/** Drops quip `id` from every cached list and forgets its detail. */
export function removeQuipFromCaches(queryClient: QueryClient, id: string): void {
  removeQuipsFromCaches(queryClient, (quip) => quip.id === id);
  queryClient.removeQueries({ queryKey: quipKeys.detail(id) });
}

export function restoreQuipCaches(queryClient: QueryClient, snapshot: QuipCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
