import { DatabaseNotEmptyError, isDatabaseEmpty, seedDemo } from "../services/demo-seed/seed-demo";
import { withDatabase } from "./with-database";

const [mode, ...rest] = process.argv.slice(2);
if (mode !== "demo" || rest.length > 0) {
  console.error("Usage: npm run seed -- demo");
  process.exit(2);
}

/** npm run seed -- demo: adds the demo community to an empty database. */
await withDatabase("seed", async (ctx) => {
  if (!(await isDatabaseEmpty(ctx.db))) {
    console.error(new DatabaseNotEmptyError().message);
    return 1;
  }
  const started = performance.now();
  // seedDemo re-checks emptiness under a lock, so a racing seed fails with the same message.
  const summary = await seedDemo({ db: ctx.db, storage: ctx.storage, now: ctx.now() });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { member, admin } = summary.signIn;
  console.log(
    [
      `Added the demo community in ${seconds} s: ${summary.members} members and QuipBot, ${summary.quips} quips.`,
      `  Sign in as a member:         ${member.username} / ${member.password}`,
      `  Sign in as an administrator: ${admin.username} / ${admin.password}`,
      "  Every other demo member's password is the member one.",
    ].join("\n"),
  );
  return 0;
});
