import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { settings } from "#server/db/schema/index.ts";
import { open, seal } from "#server/services/two-factor/secret-box.ts";
import { generateVapidKeys, isVapidPair, type VapidKeys } from "./web-push-crypto";

const SETTING = "vapidKeys";
const SEAL_INFO = "quip vapid private key v1";

interface StoredKeys {
  publicKey: string;
  /** Sealed under SESSION_SECRET, as two-factor secrets are: a dump alone cannot sign pushes. */
  privateKey: string;
}

const loaded = new WeakMap<AppContext, Promise<VapidKeys>>();

/**
 * The site's VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, otherwise a pair
 * made on first use and kept in the settings table, the same for every server process (the
 * first to write it wins; the others read it). Browsers subscribe with the public key, so it
 * must not change: a new pair leaves every subscription made with the old one unusable.
 */
export function getVapidKeys(ctx: AppContext): Promise<VapidKeys> {
  let keys = loaded.get(ctx);
  if (!keys) {
    keys = readOrCreate(ctx);
    loaded.set(ctx, keys);
    keys.catch(() => loaded.delete(ctx));
  }
  return keys;
}

async function readOrCreate(ctx: AppContext): Promise<VapidKeys> {
  const configured = ctx.config.push.vapidKeys;
  if (configured) {
    if (!isVapidPair(configured)) {
      throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one P-256 key pair");
    }
    return configured;
  }
  const made = generateVapidKeys();
  const stored: StoredKeys = {
    publicKey: made.publicKey,
    privateKey: seal(ctx.config.sessionSecret, made.privateKey, SEAL_INFO),
  };
  await ctx.db
    .insert(settings)
    .values({ key: SETTING, value: stored, updatedAt: ctx.now() })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await ctx.db.select().from(settings).where(eq(settings.key, SETTING));
  const kept = row?.value as StoredKeys | undefined;
  const privateKey = kept && open(ctx.config.sessionSecret, kept.privateKey, SEAL_INFO);
  if (!kept || !privateKey) {
    throw new Error(
      "The stored VAPID key cannot be opened: SESSION_SECRET has changed since it was made. Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or delete the vapidKeys setting (browsers then subscribe again)",
    );
  }
  return { publicKey: kept.publicKey, privateKey };
}
