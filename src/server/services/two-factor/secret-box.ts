import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals a short secret (an authenticator app's key, the push signing key) for the database, with
 * AES-256-GCM under a key derived from the installation's SESSION_SECRET (decisions 0112, 0156). A copy of the table or
 * of a database dump alone cannot give anyone a member's codes.
 */
const VERSION = "v1";
const INFO = "quip two-factor secret v1";

/** Its own key, derived from the server secret: the session secret itself is never the cipher's key. */
function keyOf(serverSecret: string, info: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, "", info, 32));
}

/** `info` names what is sealed, so each kind of secret has a key of its own. */
export function seal(serverSecret: string, plain: string, info = INFO): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(serverSecret, info), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  return `${VERSION}:${sealed}`;
}

/** The secret, or null when it was sealed under another server secret (or altered). */
export function open(serverSecret: string, sealed: string, info = INFO): string | null {
  const [version, data] = sealed.split(":");
  if (version !== VERSION || !data) return null;
  const bytes = Buffer.from(data, "base64url");
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyOf(serverSecret, info),
      bytes.subarray(0, 12),
    );
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
