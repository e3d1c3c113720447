import { setPasswordFromCommandLine } from "#server/services/account/index.ts";
import { setAdmin } from "#server/services/admin/index.ts";
import { drawPassword, findUserByLogin } from "#server/services/auth/index.ts";
import { withDatabase } from "./with-database";

const [action, name] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke" && action !== "password") || !name) {
  console.error("Usage: npm run admin -- grant|revoke|password <username or email>");
  process.exit(2);
}

/**
 * grant and revoke make and unmake an administrator; password gives a member a new drawn
 * password, printed once, and signs them out everywhere.
 */
await withDatabase("admin", async (ctx) => {
  const user = await findUserByLogin(ctx, name);
  if (!user) {
    console.error(`No member with the username or email "${name}".`);
    return 1;
  }
  if (action === "password") {
    const password = drawPassword();
    await setPasswordFromCommandLine(ctx, user.id, password);
    console.log(
      [
        `New password for ${user.username}: ${password}`,
        "It is shown only now, and every session of theirs has ended. They can change it on their Account page.",
      ].join("\n"),
    );
    return 0;
  }
  await setAdmin(ctx, user.id, action === "grant");
  console.log(
    action === "grant"
      ? `${user.username} is now an administrator.`
      : `${user.username} is no longer an administrator.`,
  );
  return 0;
});
