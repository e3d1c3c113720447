/**
 * What makes Quip an installable app: the web app manifest, and the drawings its icons are made
 * from, lucide's glyphs (the site's one icon set, on its 24-unit grid) in white on the brand
 * green. The browser build renders them to PNG and writes the manifest beside them
 * (scripts/lib/installable-app.ts); the build's configuration loads this module as it stands,
 * so it imports nothing.
 */
export const BRAND_GREEN = "#15803d";

/** The logo's speech bubble with quotes (message-square-quote). */
const QUIP_MARK = [
  "M14 14a2 2 0 0 0 2-2V8h-2",
  "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
  "M8 14a2 2 0 0 0 2-2V8H8",
];

/** The glyphs of the app's shortcuts, as the navigation draws them (square-pen, activity). */
const SHORTCUT_MARKS = {
  compose: [
    "M12 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7",
    "M18.375 2.625a1 1 0 0 1 3 3l-9.013 9.014a2 2 0 0 1-.853.505l-2.873.84a.5.5 0 0 1-.62-.62l.84-2.873a2 2 0 0 1 .506-.852z",
  ],
  activity: [
    "M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2",
  ],
};

export type IconDrawing = "quip" | "quip-maskable" | keyof typeof SHORTCUT_MARKS;

const STROKE = 'fill="none" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round"';
const paths = (mark: string[]) => mark.map((d) => `<path d="${d}"/>`).join("");

/** The logo's mark alone, in the text colour, for inline use (the offline page's header). */
export function quipMarkSvg(sizePx: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" ` +
    `viewBox="0 0 24 24" stroke="currentColor" ${STROKE} aria-hidden="true">${paths(QUIP_MARK)}</svg>`
  );
}

/**
 * A drawing on a 512-unit square. The app icon and the shortcuts' are rounded green tiles with
 * the glyph filling most of them; the maskable app icon fills the whole square with green and
 * keeps its glyph inside the central circle (40% radius) that every launcher's mask leaves.
 */
export function iconSvg(drawing: IconDrawing): string {
  const isMaskable = drawing === "quip-maskable";
  const mark = drawing === "quip" || isMaskable ? QUIP_MARK : SHORTCUT_MARKS[drawing];
  const glyphSize = isMaskable ? 288 : 320;
  const offset = (512 - glyphSize) / 2;
  const tile = `<rect width="512" height="512"${isMaskable ? "" : ' rx="112"'} fill="${BRAND_GREEN}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${tile}` +
    `<g transform="translate(${offset} ${offset}) scale(${glyphSize / 24})" stroke="white" ${STROKE}>` +
    `${paths(mark)}</g></svg>`
  );
}

/** The manifest's address, linked from every page's head (index.html). */
export const WEB_MANIFEST_FILE = "manifest.webmanifest";

/** Every PNG the build renders, at the sizes launchers and stores ask for. */
export const ICON_FILES: { file: string; size: number; drawing: IconDrawing }[] = [
  { file: "icons/icon-192.png", size: 192, drawing: "quip" },
  { file: "icons/icon-512.png", size: 512, drawing: "quip" },
  { file: "icons/maskable-192.png", size: 192, drawing: "quip-maskable" },
  { file: "icons/maskable-512.png", size: 512, drawing: "quip-maskable" },
  // iOS rounds a home-screen icon itself and ignores the manifest's: a full square, linked.
  { file: "icons/apple-touch-icon.png", size: 180, drawing: "quip-maskable" },
  { file: "icons/compose-96.png", size: 96, drawing: "compose" },
  { file: "icons/activity-96.png", size: 96, drawing: "activity" },
];

/** The page's grey: the splash screen an installed app shows while it starts. */
const PAGE_GREY = "#f3f4f6";

const icon = (file: string, purpose: "any" | "maskable") => {
  const found = ICON_FILES.find((entry) => entry.file === file);
  if (!found) throw new Error(`No icon ${file}`);
  const size = `${found.size}x${found.size}`;
  return { src: `/${file}`, sizes: size, type: "image/png", purpose };
};

/**
 * The web app manifest. One theme colour and one background colour: the format has no place
 * for a second theme, so the dark theme's colour is the page's (index.html's theme-color).
 */
export function webManifest() {
  return {
    id: "/",
    name: "Quip",
    short_name: "Quip",
    description:
      "Short jokes, anonymous for their first 48 hours, so likes judge the joke and not the name.",
    lang: "en",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: BRAND_GREEN,
    background_color: PAGE_GREY,
    categories: ["social", "entertainment"],
    icons: [
      icon("icons/icon-192.png", "any"),
      icon("icons/icon-512.png", "any"),
      icon("icons/maskable-192.png", "maskable"),
      icon("icons/maskable-512.png", "maskable"),
    ],
    shortcuts: [
      {
        name: "Compose a quip",
        short_name: "Compose",
        url: "/compose",
        icons: [icon("icons/compose-96.png", "any")],
      },
      {
        name: "Activity",
        short_name: "Activity",
        url: "/activity",
        icons: [icon("icons/activity-96.png", "any")],
      },
    ],
  };
}
