import { type DefaultOptions, QueryClient, type UseMutationOptions } from "@tanstack/react-query";

/**
 * The spec's cache rules: data is never stale by default, never refetched on window focus,
 * and neither reads nor writes are retried. (The current-user query overrides staleness.)
 */
export const queryConfig = {
  queries: {
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

type AsyncFn = (...args: never[]) => Promise<unknown>;

export type ApiFnReturnType<Fn extends AsyncFn> = Awaited<ReturnType<Fn>>;

/** Extra options a caller may pass to a feature's query hook. */
export type QueryConfig<OptionsFn extends (...args: never[]) => object> = Omit<
  ReturnType<OptionsFn>,
  "queryKey" | "queryFn"
>;

/** Extra options a caller may pass to a feature's mutation hook. */
export type MutationConfig<Fn extends AsyncFn> = UseMutationOptions<
  ApiFnReturnType<Fn>,
  Error,
  Parameters<Fn>[0]
>;
