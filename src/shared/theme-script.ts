import { THEME_CHANGE_EVENT, THEME_COLORS, THEME_STORAGE_KEY } from "./theme.ts";

/*
 * The theme has to be applied before the first paint, and pages arrive rendered by the server,
 * which cannot know a browser's storage. So every page's head carries THEME_SCRIPT inline: it
 * runs before the body is parsed and before the stylesheet has even arrived. The same string
 * is written into the HTML (vite.config.ts, and the server's minimal shell) and hashed into the
 * Content-Security-Policy (src/server/app.ts), so the two cannot drift apart. A module of its
 * own, kept out of the client's bundle: the page already has the script.
 */

/**
 * Reads the choice, sets the class and the theme colour, and does it again whenever the device
 * changes its scheme, another tab changes the choice, or this tab does (the app dispatches
 * THEME_CHANGE_EVENT after storing it). Storage may be refused (some privacy settings): the
 * theme then follows the device. Old syntax on purpose: it runs on whatever browser comes.
 */
export const THEME_SCRIPT = `(function () {
  var root = document.documentElement;
  var media = matchMedia("(prefers-color-scheme: dark)");
  function apply() {
    var choice = null;
    try { choice = localStorage.getItem("${THEME_STORAGE_KEY}"); } catch (e) {}
    var dark = choice === "dark" || (choice !== "light" && media.matches);
    root.classList.toggle("dark", dark);
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute("content", dark ? "${THEME_COLORS.dark}" : "${THEME_COLORS.light}");
  }
  apply();
  media.addEventListener("change", apply);
  addEventListener("storage", apply);
  addEventListener("${THEME_CHANGE_EVENT}", apply);
})();`;

/** What every page's head carries, before its stylesheet: the theme colour, then the script. */
export const THEME_HEAD = `<meta name="theme-color" content="${THEME_COLORS.light}" />
    <script>${THEME_SCRIPT}</script>`;

/** The marker in index.html that the build replaces with THEME_HEAD. */
export const THEME_HEAD_MARKER = "<!-- theme -->";
