import { BRAND_GREEN, type IconDrawing } from "./app-icon";

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
