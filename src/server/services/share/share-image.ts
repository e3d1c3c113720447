import type Sharp from "sharp";
import { escapeHtml, stripControlCharacters } from "#server/lib/html.ts";
import { loadOnUse } from "#server/lib/load-on-use.ts";
import type { SharedQuip } from "./shared-quip";

const sharp = loadOnUse<typeof Sharp>("sharp");

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export const BRAND = "#15803d";
export const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
export const HEADER = 112;
export const PAD_X = 80;
const TEXT_TOP = HEADER + 70;
const TEXT_BOTTOM = SHARE_IMAGE.height - 120;

/**
 * Approximate advance widths of DejaVu Sans, in em: enough to wrap lines that never run off
 * the card, without loading a font-metrics library.
 */
function charEm(char: string): number {
  if (/[ijlt.,;:!|'`]/.test(char)) return 0.34;
  if (char === " ") return 0.32;
  if (/[mwMW@%]/.test(char)) return 0.98;
  if (/[A-Z&#]/.test(char)) return 0.76;
  if (/[a-z0-9?"$+\-=<>_~^*/()[\]{}]/.test(char)) return 0.64;
  // Accented letters are as wide as their base; CJK, emoji and the rest get a full em.
  return (char.codePointAt(0) ?? 0) < 0x2e80 ? 0.7 : 1;
}

export function textEm(text: string): number {
  let em = 0;
  for (const char of text) em += charEm(char);
  return em;
}

/** Bigger type for a one-liner, smaller for a long quip, so the text fills the card. */
function fontSizeFor(length: number): number {
  if (length <= 60) return 60;
  if (length <= 120) return 50;
  if (length <= 220) return 42;
  if (length <= 340) return 35;
  return 30;
}

/**
 * Wraps text into lines at most `maxEm` wide, breaking at spaces, and a word longer than a
 * line (a link) wherever it must. Newlines in the quip are kept.
 */
export function wrapText(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textEm(candidate) <= maxEm) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      for (const char of word) {
        if (line && textEm(line + char) > maxEm) {
          lines.push(line);
          line = "";
        }
        line += char;
      }
    }
    lines.push(line);
  }
  // Blank lines at the ends would only push the text off-centre.
  while (lines.length > 0 && lines[0] === "") lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** The lines that fit the card; the last one shown ends with an ellipsis when text was left out. */
function fitLines(text: string): { lines: string[]; fontSize: number; lineHeight: number } {
  const clean = stripControlCharacters(text).trim();
  const fontSize = fontSizeFor(Array.from(clean).length);
  const lineHeight = Math.round(fontSize * 1.3);
  const maxEm = (SHARE_IMAGE.width - 2 * PAD_X) / fontSize;
  const maxLines = Math.floor((TEXT_BOTTOM - TEXT_TOP) / lineHeight) + 1;
  const all = wrapText(clean, maxEm);
  if (all.length <= maxLines) return { lines: all, fontSize, lineHeight };
  const lines = all.slice(0, maxLines);
  let last = lines[maxLines - 1] ?? "";
  while (last && textEm(`${last}…`) > maxEm) last = Array.from(last).slice(0, -1).join("");
  lines[maxLines - 1] = `${last.trimEnd()}…`;
  return { lines, fontSize, lineHeight };
}

/** The card as SVG: green header with the wordmark, the quip, and who wrote it (or "anonymous"). */
export function shareImageSvg(quip: SharedQuip, siteHost: string): string {
  const { width, height } = SHARE_IMAGE;
  const { lines, fontSize, lineHeight } = fitLines(quip.content);
  const block = (lines.length - 1) * lineHeight;
  const firstBaseline = Math.round(TEXT_TOP + (TEXT_BOTTOM - TEXT_TOP - block) / 2);
  const byline = quip.authorUsername ? `@${quip.authorUsername}` : "anonymous";
  // A long username and the site's address must not overlap: the address gives way.
  const bylineEnd = PAD_X + 24 + textEm(byline) * 30;
  const showHost = bylineEnd + 40 + textEm(siteHost) * 24 <= width - PAD_X;
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${PAD_X}" y="${firstBaseline + i * lineHeight}">${escapeHtml(line)}</tspan>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#f9fafb"/>
  <rect width="${width}" height="${HEADER}" fill="${BRAND}"/>
  <text x="${PAD_X}" y="76" font-family="${FONT}" font-size="52" font-weight="bold" fill="#ffffff">Quip</text>
  <text x="${width - PAD_X}" y="70" font-family="${FONT}" font-size="24" fill="#dcfce7" text-anchor="end">Anonymous for 48 hours. Then the laughs get a name.</text>
  <text font-family="${FONT}" font-size="${fontSize}" fill="#111827">${text}</text>
  <rect x="${PAD_X}" y="${height - 88}" width="6" height="40" rx="3" fill="${BRAND}"/>
  <text x="${PAD_X + 24}" y="${height - 56}" font-family="${FONT}" font-size="30" font-weight="bold" fill="#374151">${escapeHtml(byline)}</text>
  ${showHost ? `<text x="${width - PAD_X}" y="${height - 56}" font-family="${FONT}" font-size="24" fill="#6b7280" text-anchor="end">${escapeHtml(siteHost)}</text>` : ""}
</svg>`;
}

/** The card drawn as a 1200×630 PNG, as link previews show it: the costly step. */
export async function renderShareImage(svg: string): Promise<Buffer> {
  return sharp()(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
