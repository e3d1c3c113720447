// Builds the app (unless its last build is of these sources) and serves it in production on a
// fresh embedded database holding the demo community (seed-demo.ts, with the tests' passwords),
// with a real SMTP server beside it whose messages land in E2E_MAILBOX for the tests to read.
// The build is a test build in its own directory (QUIP_DIST_DIR, .dist-e2e by default), so its
// clock may be set (QUIP_TEST_CLOCK) and `npm start` never serves it; --prebuilt serves the last
// build.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const dataDir = mkdtempSync(path.join(tmpdir(), "quip-e2e-"));
const mailbox = process.env.E2E_MAILBOX;
let smtpUrl;
let smtp;
if (mailbox) {
  mkdirSync(mailbox, { recursive: true });
  let count = 0;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        writeFileSync(path.join(mailbox, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;
}

const dist = process.env.QUIP_DIST_DIR ?? ".dist-e2e";
if (!process.argv.includes("--prebuilt")) {
  execFileSync(process.execPath, ["scripts/build.mjs", "--if-changed"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, QUIP_DIST_DIR: dist, QUIP_TEST_BUILD: "1" },
  });
}
try {
  execFileSync(process.execPath, ["--import", "tsx", "e2e/support/seed-demo.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
} catch {
  smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
const server = spawn(process.execPath, [`${dist}/server/main.js`], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    // The browser tests sign up many members from one address.
    RATE_LIMIT_SCALE: "100",
    // No balancer in front: stopping need not wait for one to take the server out.
    SHUTDOWN_DRAIN_MS: "0",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
