import { apiPaths } from "../../../app/paths";
import { api } from "../../../lib/api-client";

/**
 * Counts a visit to `path` (pathname only, never the query). Fire-and-forget: analytics must
 * never surface an error or hold up the page.
 */
export function recordPageView(path: string): void {
  api.post<void>(apiPaths.pageViews, { path }, { keepalive: true }).catch(() => {});
}
