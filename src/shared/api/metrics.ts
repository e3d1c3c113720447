import { textAs } from "./answers";
import type { ApiTable } from "./types";

const text = textAs("text/plain");

/** The operator's Prometheus scrape (docs/operations.md): no member's call, nor the app's. */
export const metricsApi = {
  "GET /metrics": { response: { 200: text, 401: text, 404: text } },
} as const satisfies ApiTable;
