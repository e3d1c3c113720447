import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppContext } from "#server/context.ts";
import type { SystemVersion } from "#shared/schemas/system.ts";

/** scripts/lib/build-stamp.mjs writes it beside a finished build. */
const STAMP_FILE = "build-stamp.json";
/** Enough of the sources' hash to tell two builds apart, as a commit's short hash does. */
const STAMP_CHARS = 12;

interface Found {
  version: string;
  build: SystemVersion["build"];
}

let found: Found | undefined;

/**
 * The project's package.json and the build's stamp, looked for upward from this module: from
 * the bundle (dist/server/main.js) that is dist/, then the project; from the sources no folder
 * on the way holds a stamp, and none is reported.
 */
function lookUp(): Found {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  let build: Found["build"] = null;
  for (;;) {
    const stamp = path.join(dir, STAMP_FILE);
    if (!build && existsSync(stamp)) {
      const { inputs } = JSON.parse(readFileSync(stamp, "utf8")) as { inputs: string };
      build = { stamp: inputs.slice(0, STAMP_CHARS), builtAt: statSync(stamp).mtime.toISOString() };
    }
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest)) {
      const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
      return { version, build };
    }
    const parent = path.dirname(dir);
    if (parent === dir) return { version: "unknown", build };
    dir = parent;
  }
}

/** What is running: the release, the build, Node, and since when on the app's clock. */
export function getVersion(ctx: AppContext): SystemVersion {
  found ??= lookUp();
  return {
    ...found,
    node: process.version,
    startedAt: new Date(ctx.now().getTime() - process.uptime() * 1000).toISOString(),
  };
}
