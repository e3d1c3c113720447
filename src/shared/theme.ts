/**
 * The colour theme. Each browser keeps its own choice (System, Light or Dark) in localStorage;
 * System, the default, follows the device's `prefers-color-scheme`. The choice is applied as
 * the class `dark` on <html>, which the stylesheet reads (src/client/index.css).
 *
 * It is applied before the first paint by the script in every page's head (theme-script.ts).
 */

export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = "quip-theme";
/** Dispatched on window after the choice is stored in this tab; other tabs hear `storage`. */
export const THEME_CHANGE_EVENT = "quip-theme-change";

/**
 * The browser's own chrome (a phone's address bar, an installed app's title bar) takes the
 * header's green: the light theme's, and the deeper one the dark theme gives the header
 * (`.brand-bar` in src/client/index.css).
 */
export const THEME_COLORS = { light: "#15803d", dark: "#166534" } as const;

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}
