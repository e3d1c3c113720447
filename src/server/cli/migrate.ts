import { withDatabase } from "./with-database";

// Opening the database applies every pending migration.
await withDatabase("migrate", async (ctx) => {
  console.log(`Migrations are up to date (${ctx.dbKind} database).`);
  return 0;
});
