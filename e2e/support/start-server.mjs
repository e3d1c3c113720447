// Serves the browser tests' build (made by global-setup.ts, in QUIP_DIST_DIR, .dist-e2e by
// default) in production on a fresh embedded database holding the demo community (seed-demo.ts,
// with the tests' passwords), its clock starting at QUIP_TEST_CLOCK, with a real SMTP server
// beside it whose messages land in E2E_MAILBOX for the tests to read. server.ts starts one per
// worker.
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
// The test build's clock moves on by one anonymity period (src/server/main.ts).
process.on("SIGUSR2", () => server.kill("SIGUSR2"));
server.on("exit", (code) => {
  smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
