import { z } from "zod";
import { pageRouteOf } from "#shared/rules/page-routes.ts";

/**
 * A route the visitor opened: a path of ours, never a query string or a full address. It
 * arrives as the browser's path and is kept as its page's shape ("/quip/:id"), so the counts
 * hold no quip, member or search text and grow by the number of pages, not of paths sent.
 */
export const PageViewInput = z.object({
  path: z
    .string()
    .max(300, "Path is too long")
    .regex(/^\/[^?#\s]*$/, "Path must start with / and carry no query")
    .transform((path, issues) => {
      const route = pageRouteOf(path);
      if (route === null)
        issues.addIssue({ code: "custom", message: "Path is not a page of Quip" });
      return route ?? z.NEVER;
    }),
});
export type PageViewInput = z.infer<typeof PageViewInput>;
