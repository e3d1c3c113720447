export { robotsTxt } from "./robots";
export { listPublicPages, listRevealedQuipsOf, listSitemaps } from "./sitemap.service";
export { writeSitemap, writeSitemapIndex } from "./sitemap-document";
