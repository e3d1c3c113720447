// Bundles the server into dist/server/main.js and copies the SQL migrations beside it, so
// `node dist/server/main.js` runs without TypeScript tooling. Dependencies stay in node_modules,
// but for the few bundled in (BUNDLED, decision 0154).
// QUIP_TEST_BUILD=1 makes the browser tests' build, whose clock QUIP_TEST_CLOCK may set; any
// other build leaves that code out.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

/**
 * Packages whose many modules each make Node 24's ESM loader read their large package.json
 * again (drizzle-orm's is 179 KB, date-fns's 199 KB): imported from node_modules, drizzle-orm
 * alone left about 230 MB resident at start. Bundled, their modules are not resolved at all.
 */
const BUNDLED = new Set(["drizzle-orm", "date-fns", "@date-fns/tz"]);

/** A bare specifier's package: `drizzle-orm/pg-core` → `drizzle-orm`, `@a/b/c` → `@a/b`. */
function packageOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const dependenciesOutside = {
  name: "dependencies-outside",
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) =>
      BUNDLED.has(packageOf(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
};

const dist = process.env.QUIP_DIST_DIR ?? "dist";
rmSync(`${dist}/server`, { recursive: true, force: true });
await build({
  entryPoints: { main: "src/server/main.ts", tracing: "src/server/tracing.ts" },
  outdir: `${dist}/server`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [dependenciesOutside],
  sourcemap: true,
  logLevel: "warning",
  define: { __QUIP_TEST_BUILD__: String(process.env.QUIP_TEST_BUILD === "1") },
});
cpSync("src/server/db/migrations", `${dist}/server/migrations`, { recursive: true });
