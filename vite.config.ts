import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://127.0.0.1:3000";

export default defineConfig({
  // The repository root: index.html lives there and loads /src/client/main.tsx.
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss()],
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
    outDir: `${process.env.QUIP_DIST_DIR ?? "dist"}/client`,
    emptyOutDir: true,
    // .vite/manifest.json maps each source module to its chunk and imports, for the per-route
    // bundle report and the bundle budget test.
    manifest: true,
    rolldownOptions: {
      // A feature's modules do nothing when imported, so the parts of a feature's entry
      // (index.ts) a page does not use stay out of its chunks; otherwise every page's feature code
      // would join the first load through the entries the home page imports.
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/client\/features\//, sideEffects: false }],
      },
      output: {
        // Everything the first page load needs in one chunk rather than twenty small ones shared
        // with the lazy pages: each request costs a slow phone connection a round trip.
        codeSplitting: {
          groups: [{ name: "app", tags: ["$initial"] }],
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
});
