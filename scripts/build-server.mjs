// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies
// the SQL migrations beside it, so `node dist/server/main.js` runs without TypeScript tooling.
// QUIP_TEST_BUILD=1 makes the browser tests' build, whose clock QUIP_TEST_CLOCK may set; any
// other build leaves that code out.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

const dist = process.env.QUIP_DIST_DIR ?? "dist";
rmSync(`${dist}/server`, { recursive: true, force: true });
await build({
  entryPoints: { main: "src/server/main.ts" },
  outdir: `${dist}/server`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  define: { __QUIP_TEST_BUILD__: String(process.env.QUIP_TEST_BUILD === "1") },
});
cpSync("src/server/db/migrations", `${dist}/server/migrations`, { recursive: true });
