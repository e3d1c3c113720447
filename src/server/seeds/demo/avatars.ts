import type Sharp from "sharp";
import { loadOnUse } from "#server/lib/load-on-use.ts";

const sharp = loadOnUse<typeof Sharp>("sharp");

export const AVATAR_SIZE = 256;

/**
 * Capital letters as strokes on a grid 14 units tall. Drawn as paths rather than SVG text
 * because text needs system fonts, and slim server images often have none: the avatars
 * would come out blank, or different from one machine to the next.
 */
const GLYPHS: Record<string, { width: number; path: string }> = {
  A: { width: 10, path: "M0 14 L5 0 L10 14 M1.9 8.8 H8.1" },
  B: { width: 8.5, path: "M0 14 V0 H4.5 A3.5 3.5 0 0 1 4.5 7 H0 M4.5 7 H5 A3.5 3.5 0 0 1 5 14 H0" },
  C: { width: 9.4, path: "M9.4 2.05 A5.5 7 0 1 0 9.4 11.95" },
  D: { width: 9, path: "M0 0 H3.5 A5.5 7 0 0 1 3.5 14 H0 Z" },
  E: { width: 8, path: "M8 0 H0 V14 H8 M0 7 H6.5" },
  F: { width: 8, path: "M8 0 H0 V14 M0 7 H6.5" },
  G: { width: 11, path: "M9.4 2.05 A5.5 7 0 1 0 11 7 H6.5" },
  H: { width: 9, path: "M0 0 V14 M9 0 V14 M0 7 H9" },
  I: { width: 5, path: "M0 0 H5 M2.5 0 V14 M0 14 H5" },
  J: { width: 8, path: "M8 0 V9.5 A4 4.5 0 0 1 0 9.5" },
  K: { width: 9, path: "M0 0 V14 M8.5 0 L0 8.5 M3.2 5.4 L9 14" },
  L: { width: 8, path: "M0 0 V14 H8" },
  M: { width: 11, path: "M0 14 V0 L5.5 9 L11 0 V14" },
  N: { width: 9, path: "M0 14 V0 L9 14 V0" },
  O: { width: 12, path: "M6 0 A6 7 0 1 0 6 14 A6 7 0 1 0 6 0 Z" },
  P: { width: 8.3, path: "M0 14 V0 H4.5 A3.75 3.75 0 0 1 4.5 7.5 H0" },
  Q: { width: 12, path: "M6 0 A6 7 0 1 0 6 14 A6 7 0 1 0 6 0 Z M7.5 10 L12 14.5" },
  R: { width: 8.5, path: "M0 14 V0 H4.5 A3.75 3.75 0 0 1 4.5 7.5 H0 M4.5 7.5 L8.5 14" },
  S: { width: 9, path: "M8.2 1.75 A4.3 3.5 0 1 0 4.5 7 A4.5 3.5 0 1 1 0.6 12.25" },
  T: { width: 10, path: "M0 0 H10 M5 0 V14" },
  U: { width: 9, path: "M0 0 V9 A4.5 5 0 0 0 9 9 V0" },
  V: { width: 10, path: "M0 0 L5 14 L10 0" },
  W: { width: 13, path: "M0 0 L3.2 14 L6.5 3 L9.8 14 L13 0" },
  X: { width: 9, path: "M0 0 L9 14 M9 0 L0 14" },
  Y: { width: 10, path: "M0 0 L5 7 L10 0 M5 7 V14" },
  Z: { width: 9, path: "M0 0 H9 L0 14 H9" },
};

const LETTER_GAP = 3.4;
const STROKE = 2.6;
/** Cap height in pixels. */
const LETTER_HEIGHT = 94;

/** The first letter of each name, as the UI's fallback shows them. */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0).toUpperCase())
    .filter((letter) => letter in GLYPHS)
    .join("")
    .slice(0, 2);
}

/** A rounded square in a soft diagonal gradient of one colour, with white initials. */
export function initialsAvatarSvg(initials: string, color: string): string {
  const letters = [...initials.toUpperCase()].filter((letter) => letter in GLYPHS);
  const scale = LETTER_HEIGHT / 14;
  const widths = letters.map((letter) => GLYPHS[letter]?.width ?? 0);
  const total =
    widths.reduce((sum, w) => sum + w, 0) + LETTER_GAP * Math.max(0, letters.length - 1);
  let x = 0;
  const paths = letters.map((letter, index) => {
    const glyph = GLYPHS[letter];
    const placed = `<path transform="translate(${x.toFixed(2)} 0)" d="${glyph?.path ?? ""}"/>`;
    x += (widths[index] ?? 0) + LETTER_GAP;
    return placed;
  });
  const offsetX = (AVATAR_SIZE - total * scale) / 2;
  const offsetY = (AVATAR_SIZE - 14 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${color}"/>
      <stop offset="1" stop-color="${color}" stop-opacity="0.78"/>
    </linearGradient>
  </defs>
  <rect width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" rx="56" fill="#ffffff"/>
  <rect width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" rx="56" fill="url(#bg)"/>
  <g transform="translate(${offsetX.toFixed(2)} ${offsetY.toFixed(2)}) scale(${scale.toFixed(4)})"
     fill="none" stroke="#ffffff" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round">
    ${paths.join("\n    ")}
  </g>
</svg>`;
}

/** A friendly robot head, so QuipBot is recognisable at a glance in the feed. */
export function quipBotAvatarSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 256 256">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1f8a5b"/>
      <stop offset="1" stop-color="#0f5c55"/>
    </linearGradient>
  </defs>
  <rect width="256" height="256" rx="56" fill="url(#bg)"/>
  <line x1="128" y1="42" x2="128" y2="70" stroke="#e2e8f0" stroke-width="8" stroke-linecap="round"/>
  <circle cx="128" cy="38" r="12" fill="#fbbf24"/>
  <rect x="40" y="114" width="20" height="44" rx="8" fill="#cbd5e1"/>
  <rect x="196" y="114" width="20" height="44" rx="8" fill="#cbd5e1"/>
  <rect x="56" y="68" width="144" height="132" rx="34" fill="#f1f5f9"/>
  <rect x="74" y="90" width="108" height="62" rx="22" fill="#1e293b"/>
  <circle cx="104" cy="121" r="13" fill="#5eead4"/>
  <circle cx="152" cy="121" r="13" fill="#5eead4"/>
  <circle cx="108" cy="117" r="4" fill="#ffffff"/>
  <circle cx="156" cy="117" r="4" fill="#ffffff"/>
  <path d="M100 172 Q128 190 156 172" fill="none" stroke="#1e293b" stroke-width="8" stroke-linecap="round"/>
  <circle cx="78" cy="176" r="7" fill="#fda4af"/>
  <circle cx="178" cy="176" r="7" fill="#fda4af"/>
</svg>`;
}

export async function renderAvatarPng(svg: string): Promise<Buffer> {
  return sharp()(Buffer.from(svg)).resize(AVATAR_SIZE, AVATAR_SIZE).png().toBuffer();
}
