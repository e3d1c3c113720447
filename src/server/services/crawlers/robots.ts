import { pathPrefixOf, UNLISTED_PAGES } from "./crawler-pages";

/**
 * Share pictures sit under /api/, which crawlers are kept out of; link unfurlers that obey
 * robots.txt (Twitterbot does) would show a card without its picture.
 */
const SHARE_IMAGES = ["/api/quips/*/share-image.png", "/api/results/*/image.png"];

/** robots.txt: what crawlers may read, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    ...SHARE_IMAGES.map((path) => `Allow: ${path}`),
    ...UNLISTED_PAGES.map((page) => `Disallow: ${pathPrefixOf(page)}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
