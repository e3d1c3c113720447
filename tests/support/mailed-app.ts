import { afterAll, beforeAll } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "./smtp";
import { createTestApp, type TestApp } from "./test-app";

/**
 * A file's test app whose mail goes to a real SMTP server of its own: both are started before
 * the file's tests and handed to `use`, and closed after them once the mail the tests queued
 * has gone out (a message still sending must not meet a closed server). `beforeClose` waits
 * for the file's own unfinished work first.
 */
export function appWithMailServer(
  use: (app: TestApp, smtp: TestSmtpServer) => void,
  beforeClose?: (app: TestApp) => Promise<void>,
): void {
  let app: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ smtpUrl: smtp.url });
    use(app, smtp);
  });
  afterAll(async () => {
    if (app) {
      await beforeClose?.(app);
      await app.ctx.background.settled();
    }
    await app?.close();
    await smtp?.close();
  });
}
