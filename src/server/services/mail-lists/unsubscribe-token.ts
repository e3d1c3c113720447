import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { Config } from "#server/config.ts";
import { isMailList, type MailList } from "#shared/rules/mail-lists.ts";

/**
 * An unsubscribe link names a member and a list and is signed (HMAC-SHA256, cut to 128 bits)
 * under a key of its own derived from SESSION_SECRET: it works without signing in, for as long
 * as the mail is kept, and no one can make one for another member or list. The member's id is
 * in it, as it is in their profile's address; nothing else about the account.
 */
const INFO = "quip mail unsubscribe v1";

/** What signing needs of the server: its secret (a test signs as the server it runs). */
type Signer = { config: Pick<Config, "sessionSecret"> };

function keyOf(ctx: Signer): Buffer {
  return Buffer.from(hkdfSync("sha256", ctx.config.sessionSecret, "", INFO, 32));
}

function macOf(ctx: Signer, userId: string, list: MailList): Buffer {
  return createHmac("sha256", keyOf(ctx)).update(`${userId}:${list}`).digest().subarray(0, 16);
}

const idBytes = (userId: string) => Buffer.from(userId.replace(/-/g, ""), "hex");

function idOf(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function unsubscribeToken(ctx: Signer, userId: string, list: MailList): string {
  const mac = macOf(ctx, userId, list).toString("base64url");
  return `${idBytes(userId).toString("base64url")}.${list}.${mac}`;
}

/** The member and list a token names, or null for one this server did not sign. */
export function readUnsubscribeToken(
  ctx: Signer,
  token: string,
): { userId: string; list: MailList } | null {
  const [id, list, mac] = token.split(".");
  if (!id || !list || !mac || !isMailList(list)) return null;
  const bytes = Buffer.from(id, "base64url");
  if (bytes.length !== 16) return null;
  const userId = idOf(bytes);
  const given = Buffer.from(mac, "base64url");
  const expected = macOf(ctx, userId, list);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, list };
}

/**
 * The links a list's mail carries: the one-click address (RFC 8058), which only a POST acts
 * on, the unsubscribe page a person opens, which asks first, and the settings.
 */
export function listLinks(
  ctx: { config: Pick<Config, "sessionSecret" | "publicUrl"> },
  userId: string,
  list: MailList,
) {
  const token = encodeURIComponent(unsubscribeToken(ctx, userId, list));
  return {
    oneClick: `${ctx.config.publicUrl}/api/mail/unsubscribe?token=${token}`,
    unsubscribePage: `${ctx.config.publicUrl}/unsubscribe?token=${token}`,
    settings: `${ctx.config.publicUrl}/settings/notifications`,
  };
}
