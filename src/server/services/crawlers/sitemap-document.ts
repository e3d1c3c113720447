import { element, writeXmlDocument } from "#server/lib/xml.ts";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A sitemap of the site's own paths, each made absolute. */
export function writeSitemap(publicUrl: string, paths: string[]): string {
  return writeXmlDocument(
    element(
      "urlset",
      { xmlns: SITEMAP_NS },
      ...paths.map((path) => element("url", {}, element("loc", {}, `${publicUrl}${path}`))),
    ),
  );
}

/** A sitemap index naming the site's sitemaps. */
export function writeSitemapIndex(publicUrl: string, paths: string[]): string {
  return writeXmlDocument(
    element(
      "sitemapindex",
      { xmlns: SITEMAP_NS },
      ...paths.map((path) => element("sitemap", {}, element("loc", {}, `${publicUrl}${path}`))),
    ),
  );
}
