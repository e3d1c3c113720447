import { Recap, RecapWeekParams } from "#shared/schemas/recaps.ts";
import type { ApiTable } from "./types";

export const recapsApi = {
  "GET /api/recaps/:week": { params: RecapWeekParams, response: { 200: Recap } },
} as const satisfies ApiTable;
