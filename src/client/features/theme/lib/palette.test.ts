import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { THEME_COLORS } from "#shared/theme.ts";

/*
 * The dark theme is made by construction (decision 0119): index.css gives the palette's
 * variables dark values under `html.dark`, and every utility follows. These tests hold that
 * construction to its promise for screens not yet written: every colour the client names has
 * a dark value, and whatever pairing reads at AA contrast in the light theme still does in
 * the dark one.
 */

const root = path.resolve(import.meta.dirname, "../../../../..");
const indexCss = readFileSync(path.join(root, "src/client/index.css"), "utf8");
const tailwindTheme = readFileSync(path.join(root, "node_modules/tailwindcss/theme.css"), "utf8");

function declarations(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/--color-([\w-]+):\s*([^;]+);/g)) {
    if (name && value) found.set(name, value.trim());
  }
  return found;
}

function block(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`index.css has no ${selector} block`);
  return css.slice(start, css.indexOf("}", start));
}

const ownTheme = block(indexCss, "@theme");
const light = new Map([...declarations(tailwindTheme), ...declarations(ownTheme)]);
const dark = new Map([...light, ...declarations(block(indexCss, "html.dark"))]);
const brandBar = declarations(block(indexCss, "html.dark .brand-bar"));

/** Relative luminance of `#rrggbb`, `#rgb` or `oklch(L% C H)`, as WCAG defines it. */
function luminance(colour: string): number {
  const [r, g, b] = linearRgb(colour);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function linearRgb(colour: string): [number, number, number] {
  const hex = colour.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    const channel = (at: number) => {
      const value = Number.parseInt(full.slice(at, at + 2), 16) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return [channel(0), channel(2), channel(4)];
  }
  const oklch = colour.match(/^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/);
  if (!oklch) throw new Error(`A colour this test cannot read: ${colour}`);
  const [lightness, chroma, hue] = [Number(oklch[1]) / 100, Number(oklch[2]), Number(oklch[3])];
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function contrast(palette: Map<string, string>, foreground: string, background: string): number {
  const colour = (name: string) => {
    const value = palette.get(name);
    if (!value) throw new Error(`The palette has no --color-${name}`);
    return luminance(value);
  };
  const [x, y] = [colour(foreground), colour(background)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Every colour a class in the client names: `text-gray-700`, `bg-brand-soft/80`, `fill-red-50`… */
function coloursUsed(): Set<string> {
  const used = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts")) {
        const source = readFileSync(file, "utf8");
        const classes = source.matchAll(
          /\b(?:bg|text|border(?:-[trblxy])?|ring|outline|fill|stroke|divide|decoration|accent|from|via|to|placeholder|caret)-((?:[a-z]+-\d{2,3})|white|black|brand(?:-strong|-soft)?|page)\b/g,
        );
        for (const [, colour] of classes) if (colour) used.add(colour);
      }
    }
  };
  walk(path.join(root, "src/client"));
  return used;
}

const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
const HUES = [
  ...new Set([...dark.keys()].flatMap((name) => name.match(/^([a-z]+)-50$/)?.[1] ?? [])),
];
const darkened = new Set(declarations(block(indexCss, "html.dark")).keys());

describe("the dark palette", () => {
  it("gives every colour the client names a dark value (black alone stays, for shadows)", () => {
    const missing = [...coloursUsed()].filter(
      (colour) => colour !== "black" && !darkened.has(colour),
    );
    expect(missing, "add their dark values to html.dark in src/client/index.css").toEqual([]);
  });

  it("darkens whole scales, so a shade not yet used is ready", () => {
    const darkenedHues = HUES.filter((hue) => darkened.has(`${hue}-50`));
    for (const hue of darkenedHues) {
      for (const shade of SHADES)
        expect(darkened.has(`${hue}-${shade}`), `${hue}-${shade}`).toBe(true);
    }
    expect(darkenedHues).toContain("gray");
  });

  it("keeps every pairing the light theme reads by readable in the dark one", () => {
    const hues = HUES.filter((hue) => darkened.has(`${hue}-50`));
    const scale = (hue: string) => SHADES.map((shade) => `${hue}-${shade}`);
    // The light theme's two idioms: text of any shade on a light ground (a surface, a tint),
    // and white text on a fill.
    const pairs: Array<[text: string, ground: string]> = [];
    for (const hue of hues) {
      const tints = [`${hue}-50`, `${hue}-100`, `${hue}-200`];
      const grounds = new Set([
        "white",
        "page",
        "gray-50",
        "gray-100",
        "gray-200",
        "brand-soft",
        ...tints,
      ]);
      for (const text of scale(hue)) for (const ground of grounds) pairs.push([text, ground]);
      for (const fill of scale(hue)) pairs.push(["white", fill]);
    }
    for (const text of ["brand", "brand-strong"]) {
      for (const ground of ["white", "page", "gray-50", "gray-100", "brand-soft"]) {
        pairs.push([text, ground]);
      }
      pairs.push(["white", text]);
    }
    const unreadable = pairs
      .filter(([text, ground]) => contrast(light, text, ground) >= 4.5)
      .map(([text, ground]) => ({ text, ground, ratio: contrast(dark, text, ground) }))
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ text, ground, ratio }) => `text-${text} on bg-${ground}: ${ratio.toFixed(2)}`);
    expect(unreadable).toEqual([]);
  });

  it("gives the green header bar the light palette back, on the theme colour's green", () => {
    expect(brandBar.get("brand")).toBe(THEME_COLORS.dark);
    expect(brandBar.get("white")).toBe("#fff");
    for (const shade of SHADES) {
      expect(brandBar.get(`gray-${shade}`), `gray-${shade}`).toBe(light.get(`gray-${shade}`));
    }
    expect(contrast(brandBar, "white", "brand")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brandBar, "white", "brand-strong")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brandBar, "brand-strong", "white")).toBeGreaterThanOrEqual(4.5);
  });
});
