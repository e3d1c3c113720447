import { Health } from "#shared/schemas/health.ts";
import type { ApiTable } from "./types";

export const healthApi = {
  "GET /api/health": { response: { 200: Health } },
} as const satisfies ApiTable;
