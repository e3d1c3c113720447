import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import sharp from "sharp";
import type { Plugin } from "vite";
import {
  ICON_FILES,
  iconSvg,
  WEB_MANIFEST_FILE,
  webManifest,
} from "../../src/client/pwa/web-manifest.ts";
import { firstLoadReport } from "../bundle-manifest.mjs";

const WORKER_SOURCE = fileURLToPath(
  new URL("../../src/client/pwa/service-worker.ts", import.meta.url),
);
const WORKER_FILE = "sw.js";

/**
 * What makes the browser build an installable app: the web app manifest, its icons rendered
 * from one drawing each (src/client/pwa/web-manifest.ts), and the service worker, which is told the
 * build's app shell. Runs on the browser build only, never in development.
 */
export function installableApp(): Plugin {
  let outDir = "";
  return {
    name: "quip-installable-app",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: WEB_MANIFEST_FILE,
        source: `${JSON.stringify(webManifest(), null, 2)}\n`,
      });
      for (const icon of ICON_FILES) {
        const png = await sharp(Buffer.from(iconSvg(icon.drawing)), { density: 300 })
          .resize(icon.size, icon.size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: "asset", fileName: icon.file, source: png });
      }
    },
    // Once every file, the build's manifest among them, is on disk.
    async writeBundle() {
      const shell = appShell(outDir);
      const digest = createHash("sha256");
      for (const file of shell) digest.update(file).update(readFileSync(path.join(outDir, file)));
      const worker = await build({
        entryPoints: [WORKER_SOURCE],
        bundle: true,
        write: false,
        format: "iife",
        target: "es2022",
        minify: true,
        legalComments: "none",
        logLevel: "warning",
        define: {
          __SHELL__: JSON.stringify(shell.map((file) => `/${file}`)),
          __VERSION__: JSON.stringify(digest.digest("hex").slice(0, 16)),
        },
      });
      const code = worker.outputFiles[0]?.text;
      if (!code) throw new Error("The service worker did not build");
      writeFileSync(path.join(outDir, WORKER_FILE), code);
    },
  };
}

/**
 * The files of the home page's first load (its scripts, the stylesheet and the font), the code
 * every page fetches once started, the manifest and its icons: enough to start the app and to
 * draw the offline page without the network.
 */
function appShell(clientDir: string): string[] {
  const { routes, afterStart } = firstLoadReport(clientDir);
  const home = routes.find((route) => route.path === "/");
  if (!home) throw new Error("The router has no home route");
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"),
  ) as Record<string, { isEntry?: boolean; css?: string[]; assets?: string[] }>;
  const styles = Object.values(manifest).flatMap((chunk) =>
    chunk.isEntry ? [...(chunk.css ?? []), ...(chunk.assets ?? [])] : [],
  );
  return [
    ...new Set([
      ...home.files,
      ...afterStart.files,
      ...styles,
      WEB_MANIFEST_FILE,
      ...ICON_FILES.map((icon) => icon.file),
    ]),
  ];
}
