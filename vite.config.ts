import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://127.0.0.1:3000";

export default defineConfig({
  // The repository root: index.html lives there and loads /src/client/main.tsx.
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    // QUIP_DIST_DIR lets two builds (say, two browser-test runs) live side by side.
    outDir: `${process.env.QUIP_DIST_DIR ?? "dist"}/client`,
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/objects": { target: apiTarget, changeOrigin: false },
    },
  },
});
