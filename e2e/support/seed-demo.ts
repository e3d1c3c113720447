// Adds the demo community to the browser tests' fresh embedded database (DATA_DIR) before their
// server starts: a production start adds none. It is seeded at the instant the server's clock
// starts from (QUIP_TEST_CLOCK), as the server itself would have, and with the passwords the
// tests sign in with (demo-accounts.ts). Beside it, one mail given up on, as an SMTP outage
// leaves one, for the console's System tab to show and queue again (failed-mail.ts).
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/open.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { seedDemo } from "#server/seeds/demo/seed-demo.ts";
import { createStorage } from "#server/storage/index.ts";
import { DEMO_ADMIN, DEMO_MEMBER } from "./demo-accounts";
import { FAILED_MAIL } from "./failed-mail";

const config = loadConfig();
const database = await openDatabase(config, "seed");
const now = process.env.QUIP_TEST_CLOCK ? new Date(process.env.QUIP_TEST_CLOCK) : new Date();
try {
  await seedDemo({
    db: database.db,
    storage: createStorage(config),
    now,
    passwords: { member: DEMO_MEMBER.password, admin: DEMO_ADMIN.password },
  });
  await database.db.insert(mailOutbox).values({
    recipient: FAILED_MAIL.recipient,
    subject: FAILED_MAIL.subject,
    textBody: "Sent once an administrator queued it again.",
    htmlBody: "<p>Sent once an administrator queued it again.</p>",
    status: "failed",
    attempts: 10,
    nextAttemptAt: now,
    lastError: FAILED_MAIL.error,
    createdAt: new Date(now.getTime() - 5 * 60 * 60_000),
  });
} finally {
  await database.close();
}
