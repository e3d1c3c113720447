// Builds the app and serves it on a fresh embedded database, as `npm start` does.
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "quip-e2e-"));
execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
const dist = process.env.QUIP_DIST_DIR ?? "dist";
const server = spawn(process.execPath, [`${dist}/server/main.js`], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    // The browser tests sign up many members from one address.
    RATE_LIMIT_SCALE: "100",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
