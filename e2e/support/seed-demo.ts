// Adds the demo community to the browser tests' fresh embedded database (DATA_DIR) before their
// server starts: a production start adds none. It is seeded at the instant the server's clock
// starts from (QUIP_TEST_CLOCK), as the server itself would have, and with the passwords the
// tests sign in with (demo-accounts.ts).
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/open.ts";
import { seedDemo } from "#server/seeds/demo/seed-demo.ts";
import { createStorage } from "#server/storage/index.ts";
import { DEMO_ADMIN, DEMO_MEMBER } from "./demo-accounts";

const config = loadConfig();
const database = await openDatabase(config, "seed");
try {
  await seedDemo({
    db: database.db,
    storage: createStorage(config),
    now: process.env.QUIP_TEST_CLOCK ? new Date(process.env.QUIP_TEST_CLOCK) : new Date(),
    passwords: { member: DEMO_MEMBER.password, admin: DEMO_ADMIN.password },
  });
} finally {
  await database.close();
}
