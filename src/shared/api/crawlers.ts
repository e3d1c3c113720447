import { z } from "zod";
import { textAs } from "./answers";
import type { ApiTable } from "./types";

const xml = { 200: textAs("application/xml") };

export const crawlersApi = {
  "GET /robots.txt": { response: { 200: textAs("text/plain") } },
  "GET /sitemap.xml": { response: xml },
  "GET /sitemaps/pages.xml": { response: xml },
  "GET /sitemaps/quips/:day.xml": { params: z.object({ day: z.string().max(10) }), response: xml },
} as const satisfies ApiTable;
