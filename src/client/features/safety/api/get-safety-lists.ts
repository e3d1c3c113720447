import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { safetyKeys } from "./safety-keys";

type Page = { hasMore: boolean; nextOffset: number | null };

const nextOffset = (page: Page) => (page.hasMore ? (page.nextOffset ?? undefined) : undefined);

export const getMutes = (offset: number) =>
  callApi("GET /api/users/me/mutes", { query: { offset } });
export const getBlocks = (offset: number) =>
  callApi("GET /api/users/me/blocks", { query: { offset } });

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
