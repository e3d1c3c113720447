import { setAdmin } from "../services/admins.service";
import { findUserByLogin } from "../services/auth.service";
import { withDatabase } from "./with-database";

const [action, name] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !name) {
  console.error("Usage: npm run admin -- grant|revoke <username or email>");
  process.exit(2);
}

await withDatabase("admin", async (ctx) => {
  const user = await findUserByLogin(ctx, name);
  if (!user) {
    console.error(`No member with the username or email "${name}".`);
    return 1;
  }
  await setAdmin(ctx, user.id, action === "grant");
  console.log(
    action === "grant"
      ? `${user.username} is now an administrator.`
      : `${user.username} is no longer an administrator.`,
  );
  return 0;
});
