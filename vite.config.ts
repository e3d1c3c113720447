import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { installableApp } from "./scripts/lib/installable-app.ts";
import { TAKE_OVER_HEAD, TAKE_OVER_HEAD_MARKER } from "./src/shared/take-over-script.ts";
import { THEME_HEAD, THEME_HEAD_MARKER } from "./src/shared/theme-script.ts";

const apiTarget = "http://127.0.0.1:3000";

// `vite build --ssr src/client/render-page.tsx` builds the server's renderer of first screens
// into dist/ssr, beside the browser's dist/client.
export default defineConfig(({ isSsrBuild }) => ({
  // The repository root: index.html lives there and loads /src/client/main.tsx.
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    headScripts({ [THEME_HEAD_MARKER]: THEME_HEAD, [TAKE_OVER_HEAD_MARKER]: TAKE_OVER_HEAD }),
    preloadFont(/^assets\/inter-latin-wght-normal-.*\.woff2$/),
    installableApp(),
  ],
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("src/client/lib/zod.ts", import.meta.url)),
      },
    ],
  },
  build: {
    // QUIP_DIST_DIR lets two builds (say, two browser-test runs) live side by side.
    outDir: `${process.env.QUIP_DIST_DIR ?? "dist"}/${isSsrBuild ? "ssr" : "client"}`,
    emptyOutDir: true,
    // .vite/manifest.json maps each source module to its chunk and imports, for the per-route
    // bundle report and the bundle budget test.
    manifest: true,
    rolldownOptions: {
      // A feature's or entity's modules do nothing when imported, so the parts of its entry
      // (index.ts) a page does not use stay out of its chunks; otherwise every page's feature and
      // entity code would join the first load through the entries the home page imports.
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/client\/(entities|features)\//, sideEffects: false }],
      },
      output: {
        // The app a first page load starts (start.tsx and everything it imports) in one chunk
        // rather than twenty small ones shared with the lazy pages: each request costs a slow
        // phone connection a round trip. The page's first script (main.tsx) stays on its own.
        codeSplitting: {
          groups: [
            // What the first script itself needs to fetch the app: not the app.
            { name: "preload", test: /vite\/preload-helper/, priority: 1 },
            { name: "app", test: /\/src\/client\/start\.tsx$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/objects": { target: apiTarget, changeOrigin: false },
    },
  },
}));

/**
 * Puts the head's inline scripts where index.html marks them, early in the head: the theme's
 * (src/shared/theme-script.ts), so the theme is applied before the stylesheet paints anything,
 * and the one that holds what is pressed before the app takes the page over
 * (src/shared/take-over-script.ts). The server allows each by the hash of the same string.
 */
function headScripts(byMarker: Record<string, string>): Plugin {
  return {
    name: "quip-head-scripts",
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        let written = html;
        for (const [marker, head] of Object.entries(byMarker)) {
          if (!written.includes(marker)) throw new Error(`index.html has no ${marker}`);
          written = written.replace(marker, () => head);
        }
        return written;
      },
    },
  };
}

/**
 * Links the built font file from index.html's head, so its download starts with the HTML's
 * rather than after the stylesheet has been read. Its name carries a hash known only once the
 * bundle is written; a dev server serves no bundle and needs no preload.
 */
function preloadFont(fileName: RegExp): Plugin {
  let base = "/";
  return {
    name: "quip-preload-font",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find((output) => fileName.test(output.fileName));
        if (!font) return [];
        return [
          {
            tag: "link",
            attrs: {
              rel: "preload",
              href: `${base}${font.fileName}`,
              as: "font",
              type: "font/woff2",
              crossorigin: "",
            },
            injectTo: "head",
          },
        ];
      },
    },
  };
}
