import { PageViewInput } from "#shared/schemas/page-views.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

export const pageViewsApi = {
  "POST /api/page-views": { body: PageViewInput, response: { 204: NoBody } },
} as const satisfies ApiTable;
