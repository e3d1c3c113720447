import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";

/** ?limit=&offset= paging for lists; offsets are bounded so a query cannot walk forever. */
export const OffsetQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.activityPageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.profilePageSize),
});

export const toOffset = (q: { page: number; limit: number }) => ({
  limit: q.limit,
  offset: (q.page - 1) * q.limit,
});

export const SearchQuery = z.object({
  q: z.string().max(200, "Search text is too long").default(""),
});
