import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { BlocksPage, MutesPage } from "#shared/schemas/safety.ts";
import { safetyKeys } from "./safety-keys";

type Page = { hasMore: boolean; nextOffset: number | null };

const listPath = (list: "mutes" | "blocks", offset: number) =>
  `/api/users/me/${list}?offset=${offset}`;

const nextOffset = (page: Page) => (page.hasMore ? (page.nextOffset ?? undefined) : undefined);

export const getMutes = (offset: number) => api.get<MutesPage>(listPath("mutes", offset));
export const getBlocks = (offset: number) => api.get<BlocksPage>(listPath("blocks", offset));

/** The member's mutes, newest first, a page (the server's size) at a time. */
export function useMutes() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: safetyKeys.mutes(),
      queryFn: ({ pageParam }) => getMutes(pageParam),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );
}

/** The members the member blocks, newest first, a page at a time. */
export function useBlocks() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: safetyKeys.blocks(),
      queryFn: ({ pageParam }) => getBlocks(pageParam),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );
}
