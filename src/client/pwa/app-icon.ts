/**
 * The drawings the installed app's icons are made from: lucide's glyphs (the site's one icon
 * set, on its 24-unit grid) in white on the brand green. The build renders them to PNG.
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
