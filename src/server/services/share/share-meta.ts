import { escapeHtml } from "#server/lib/html.ts";
import { insertBefore, replaceFirst } from "#server/lib/splice.ts";
import { LIMITS } from "#shared/limits.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import { THEME_HEAD } from "#shared/theme-script.ts";
import type { SharedQuip } from "./shared-quip";

const SITE_NAME = "Quip";
const GENERIC = {
  title: "Quip",
  description:
    "Quip: short jokes, anonymous for their first 48 hours, so likes judge the joke and not the name.",
};

export const shareTitle = (quip: SharedQuip) =>
  quip.authorUsername ? `A quip by @${quip.authorUsername}` : "A quip on Quip";

/** The quip on one line, cut at 197 characters plus an ellipsis. */
export const shareDescription = (quip: SharedQuip) =>
  excerpt(quip.content, LIMITS.shareDescriptionMax);

export const shareImagePath = (id: string) => `/api/quips/${id}/share-image.png`;

/** What a shared page's preview shows: its title, its description and its 1200×630 picture. */
export interface SharePreview {
  title: string;
  description: string;
  /** The page's own path, e.g. /quip/{id}. */
  path: string;
  imagePath: string;
  imageAlt: string;
}

/** Open Graph and Twitter card tags for a quip's page, or the site's own for an unknown one. */
export function shareMetaTags(quip: SharedQuip | null, publicUrl: string): string {
  if (!quip) return previewMetaTags(null, publicUrl);
  const title = shareTitle(quip);
  const description = shareDescription(quip);
  return previewMetaTags(
    {
      title,
      description,
      path: `/quip/${quip.id}`,
      imagePath: shareImagePath(quip.id),
      imageAlt: `${title}: ${description}`,
    },
    publicUrl,
  );
}

/** Open Graph and Twitter card tags for a page with its own preview, or the site's own. */
export function previewMetaTags(page: SharePreview | null, publicUrl: string): string {
  const tags: Array<[attribute: "property" | "name", key: string, value: string]> = [];
  const title = page ? page.title : GENERIC.title;
  const description = page ? page.description : GENERIC.description;
  tags.push(["name", "description", description]);
  tags.push(["property", "og:site_name", SITE_NAME]);
  tags.push(["property", "og:title", title]);
  tags.push(["property", "og:description", description]);
  if (page) {
    const image = `${publicUrl}${page.imagePath}`;
    tags.push(["property", "og:type", "article"]);
    tags.push(["property", "og:url", `${publicUrl}${page.path}`]);
    tags.push(["property", "og:image", image]);
    tags.push(["property", "og:image:width", "1200"]);
    tags.push(["property", "og:image:height", "630"]);
    tags.push(["property", "og:image:alt", page.imageAlt]);
    tags.push(["name", "twitter:card", "summary_large_image"]);
    tags.push(["name", "twitter:image", image]);
  } else {
    tags.push(["property", "og:type", "website"]);
    tags.push(["property", "og:url", publicUrl]);
    tags.push(["name", "twitter:card", "summary"]);
  }
  tags.push(["name", "twitter:title", title]);
  tags.push(["name", "twitter:description", description]);
  const lines = tags.map(
    ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
  );
  lines.unshift(`<title>${escapeHtml(page ? `${title} | ${SITE_NAME}` : title)}</title>`);
  return lines.join("\n    ");
}

/** The page's own title and description give way to the quip's; everything else stays. */
export function injectIntoHead(indexHtml: string, tags: string): string {
  const cleaned = replaceFirst(
    replaceFirst(indexHtml, /<title>[\s\S]*?<\/title>\s*/i, ""),
    /<meta\s+name=["']description["'][\s\S]*?\/?>\s*/i,
    "",
  );
  return insertBefore(cleaned, /<\/head>/i, `  ${tags}\n  `);
}

/** Used when there is no built client (tests, API-only runs): the same document, without the app. */
export const MINIMAL_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${THEME_HEAD}
    <title>Quip</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Quip needs JavaScript to run. Please turn it on and reload the page.</noscript>
  </body>
</html>
`;
