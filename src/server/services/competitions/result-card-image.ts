import { escapeHtml, stripControlCharacters } from "#server/lib/html.ts";
import {
  BRAND,
  FONT,
  HEADER,
  PAD_X,
  SHARE_IMAGE,
  textEm,
  wrapText,
} from "#server/services/share/share-image.ts";
import { placeLine } from "#shared/rules/result-card.ts";
import type { ResultCard } from "#shared/schemas/competitions.ts";

const GOLD = "#a16207";
const TEXT_WIDTH = SHARE_IMAGE.width - 2 * PAD_X;

/** At most `max` lines of `text` at `fontSize`, the last one ending in an ellipsis if cut. */
function fitLines(text: string, fontSize: number, max: number): string[] {
  const maxEm = TEXT_WIDTH / fontSize;
  const all = wrapText(stripControlCharacters(text), maxEm);
  if (all.length <= max) return all;
  const lines = all.slice(0, max);
  let last = lines[max - 1] ?? "";
  while (last && textEm(`${last}…`) > maxEm) last = Array.from(last).slice(0, -1).join("");
  lines[max - 1] = `${last.trimEnd()}…`;
  return lines;
}

const tspans = (lines: string[], top: number, lineHeight: number) =>
  lines
    .map((line, i) => `<tspan x="${PAD_X}" y="${top + i * lineHeight}">${escapeHtml(line)}</tspan>`)
    .join("");

/**
 * The card as SVG: the title large on a line of its own, its city under it, the place, the
 * quip when it may be shown, and whose result it is. The title's type shrinks to fit its line.
 */
export function resultCardSvg(card: ResultCard, siteHost: string): string {
  const { width, height } = SHARE_IMAGE;
  // The widths are estimates: a little room is kept so the longest title never touches the edge.
  const fitting = Math.floor((0.95 * TEXT_WIDTH) / textEm(card.title));
  const titleSize = Math.max(40, Math.min(72, fitting));
  const titleTop = HEADER + 40 + titleSize;
  const city = card.cityLine.slice(card.title.length).trim();
  const cityLines = fitLines(city, 48, 2);
  const cityTop = titleTop + 66;
  const placeTop = cityTop + (cityLines.length - 1) * 58 + 64;
  const quipLines = card.quip
    ? fitLines(`“${card.quip.content.replace(/\s+/g, " ").trim()}”`, 30, 2)
    : [];
  const byline = `@${card.member.username}`;
  const bylineEnd = PAD_X + 24 + textEm(byline) * 30;
  const showHost = bylineEnd + 40 + textEm(siteHost) * 24 <= width - PAD_X;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#f9fafb"/>
  <rect width="${width}" height="${HEADER}" fill="${BRAND}"/>
  <text x="${PAD_X}" y="76" font-family="${FONT}" font-size="52" font-weight="bold" fill="#ffffff">Quip</text>
  <text x="${width - PAD_X}" y="70" font-family="${FONT}" font-size="24" fill="#dcfce7" text-anchor="end">Topic of the Day results</text>
  <text x="${PAD_X}" y="${titleTop}" font-family="${FONT}" font-size="${titleSize}" font-weight="bold" fill="${GOLD}">${escapeHtml(stripControlCharacters(card.title))}</text>
  <text font-family="${FONT}" font-size="48" font-weight="bold" fill="#111827">${tspans(cityLines, cityTop, 58)}</text>
  <text x="${PAD_X}" y="${placeTop}" font-family="${FONT}" font-size="40" fill="#374151">${escapeHtml(placeLine(card.ranking, card.totalQuips))}</text>
  ${quipLines.length > 0 ? `<text font-family="${FONT}" font-size="30" font-style="italic" fill="#374151">${tspans(quipLines, placeTop + 64, 40)}</text>` : ""}
  <rect x="${PAD_X}" y="${height - 88}" width="6" height="40" rx="3" fill="${BRAND}"/>
  <text x="${PAD_X + 24}" y="${height - 56}" font-family="${FONT}" font-size="30" font-weight="bold" fill="#374151">${escapeHtml(byline)}</text>
  ${showHost ? `<text x="${width - PAD_X}" y="${height - 56}" font-family="${FONT}" font-size="24" fill="#6b7280" text-anchor="end">${escapeHtml(siteHost)}</text>` : ""}
</svg>`;
}
