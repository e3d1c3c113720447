// Whether the build in a dist folder was made from the sources as they stand: a hash of
// everything the build reads, written beside the build once it has finished, and compared
// before the next start. A content hash rather than file times: a checkout, a copy or an
// editor's save that changes nothing leaves the build valid, and any real change, even one
// that keeps a file's time, rebuilds.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What the build reads: the sources (client, server, shared, migrations), the page, the
 * configurations, the dependencies' lock, and every script (the build's steps and the Vite
 * plugins they import; a whole folder, so a new helper script can never be missed).
 */
export const BUILD_INPUTS = [
  "src",
  "scripts",
  "public",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** The files a start needs; a build missing one of them is made again. */
export const BUILD_OUTPUTS = ["server/main.js", "client/index.html", "ssr/render-page.js"];

export const STAMP_FILE = "build-stamp.json";

/**
 * The settings that change what the build makes: a test build carries the test clock
 * (scripts/build-server.mjs), and Vite builds React for development when NODE_ENV says so.
 */
function buildSettings(env) {
  return { testBuild: env.QUIP_TEST_BUILD === "1", nodeEnv: env.NODE_ENV || "production" };
}

function* filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* filesUnder(root, path.join(relative, name));
}

/** The hash of every build input's path and content, and of the build's settings. */
export function buildInputsHash(root, env = process.env) {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(buildSettings(env)));
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(root, input)) {
      hash.update(`\0${file.split(path.sep).join("/")}\0`);
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest("hex");
}

/** Why the build in `dist` cannot serve sources whose hash is `inputs`; null when it can. */
export function staleReason(dist, inputs) {
  if (!existsSync(path.join(dist, STAMP_FILE))) {
    return existsSync(dist) ? "no finished build is recorded there" : "there is no build yet";
  }
  const missing = BUILD_OUTPUTS.find((file) => !existsSync(path.join(dist, file)));
  if (missing) return `${missing} is missing`;
  const stamp = JSON.parse(readFileSync(path.join(dist, STAMP_FILE), "utf8"));
  return stamp.inputs === inputs ? null : "the sources changed since the last build";
}

/**
 * Builds into `dist` unless its build was made from the current sources (`always` builds
 * regardless). The hash is taken before building, so a file saved during the build makes the
 * next start build again; the stamp goes only after the whole build succeeded and is removed
 * before it starts, so an interrupted or failed build is never taken for a finished one.
 * Prints one line saying which it does.
 */
export async function buildIfChanged({
  root,
  dist,
  build,
  always = false,
  env = process.env,
  log = console.log,
}) {
  const inputs = buildInputsHash(root, env);
  const reason = always ? "asked to build" : staleReason(dist, inputs);
  const shown = path.relative(root, dist) || dist;
  if (reason === null) {
    log(`The build in ${shown} is up to date with the sources: not building.`);
    return false;
  }
  log(`Building into ${shown}: ${reason}.`);
  rmSync(path.join(dist, STAMP_FILE), { force: true });
  await build();
  writeFileSync(path.join(dist, STAMP_FILE), `${JSON.stringify({ inputs }, null, 2)}\n`);
  return true;
}
