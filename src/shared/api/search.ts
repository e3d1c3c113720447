import { z } from "zod";
import { SearchQuery } from "#shared/schemas/paging.ts";
import { Quip } from "#shared/schemas/quips.ts";
import { TopicWithCount } from "#shared/schemas/topics.ts";
import { TrendingWord } from "#shared/schemas/trending.ts";
import { UserSearchResult } from "#shared/schemas/users.ts";
import type { ApiTable } from "./types";

const search = <T extends z.ZodType>(answer: T) => ({
  querystring: SearchQuery,
  response: { 200: z.array(answer) },
});

export const searchApi = {
  "GET /api/search/quips": search(Quip),
  "GET /api/search/users": search(UserSearchResult),
  "GET /api/search/topics": search(TopicWithCount),
  "GET /api/trending": { response: { 200: z.array(TrendingWord) } },
} as const satisfies ApiTable;
