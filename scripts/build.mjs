// `npm run build` builds; `npm start` runs this with --if-changed, which builds only when the
// sources changed since the last finished build (scripts/lib/build-stamp.mjs), so a restart
// takes the server's start and no more. The build's steps are `npm run build:steps`.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfChanged } from "./lib/build-stamp.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

function buildSteps() {
  return new Promise((resolve, reject) => {
    const steps = spawn("npm", ["run", "build:steps"], { cwd: root, stdio: "inherit" });
    steps.once("error", reject);
    steps.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

try {
  await buildIfChanged({
    root,
    dist: path.resolve(root, process.env.QUIP_DIST_DIR ?? "dist"),
    build: buildSteps,
    always: !process.argv.includes("--if-changed"),
  });
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
