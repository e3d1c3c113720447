import { callApi } from "#client/lib/api-client.ts";
import { pageRouteOf } from "#shared/rules/page-routes.ts";

/**
 * Counts a visit to `path` (pathname only, never the query). Fire-and-forget: analytics must
 * never surface an error or hold up the page. A path no page of ours has (the not-found
 * screen) is not sent: the server would refuse it.
 */
export function recordPageView(path: string): void {
  if (pageRouteOf(path) === null) return;
  callApi("POST /api/page-views", { body: { path }, keepalive: true }).catch(() => {});
}
