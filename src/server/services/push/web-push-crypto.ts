import {
  createCipheriv,
  createECDH,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
} from "node:crypto";

/*
 * Web Push's two pieces of cryptography, with Node's own: the VAPID signature that tells a push
 * service the message is ours (RFC 8292), and the payload's encryption to the browser's keys,
 * which the push service cannot read (RFC 8291, in RFC 8188's aes128gcm coding).
 */

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const unb64 = (text: string) => Buffer.from(text, "base64url");

/** A P-256 key pair as Web Push writes it: the public key uncompressed (65 bytes), the private scalar (32). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const d = privateKey.export({ format: "jwk" }).d ?? "";
  const point = Buffer.concat([Buffer.from([4]), unb64(jwk.x ?? ""), unb64(jwk.y ?? "")]);
  return { publicKey: b64(point), privateKey: d };
}

function coordinates(publicKey: string): { x: string; y: string } {
  const point = unb64(publicKey);
  if (point.length !== 65 || point[0] !== 4) throw new Error("not an uncompressed P-256 point");
  return { x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) };
}

/** Whether `publicKey` is an uncompressed point on P-256: a browser's p256dh must be one. */
export function isP256PublicKey(publicKey: string): boolean {
  try {
    createPublicKey({ key: { kty: "EC", crv: "P-256", ...coordinates(publicKey) }, format: "jwk" });
    return true;
  } catch {
    return false;
  }
}

/** Whether the keys are a pair: a misconfigured VAPID_* pair is refused when first used. */
export function isVapidPair(keys: VapidKeys): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(unb64(keys.privateKey));
    return b64(ecdh.getPublicKey()) === keys.publicKey;
  } catch {
    return false;
  }
}

function privateKeyOf(keys: VapidKeys) {
  return createPrivateKey({
    key: { kty: "EC", crv: "P-256", d: keys.privateKey, ...coordinates(keys.publicKey) },
    format: "jwk",
  });
}

/** How long a signature is good for: RFC 8292 allows at most a day; push services want less. */
const VAPID_LIFETIME_S = 12 * 60 * 60;

/**
 * The Authorization header for a push to `audience` (the endpoint's origin): a JWT signed with
 * ES256 saying who we are (`sub`) and until when it holds (`exp`), and our public key.
 */
export function vapidAuthorization(
  keys: VapidKeys,
  audience: string,
  subject: string,
  now: Date,
): string {
  const header = b64(Buffer.from(JSON.stringify({ typ: "JWT", alg: "ES256" })));
  const exp = Math.floor(now.getTime() / 1000) + VAPID_LIFETIME_S;
  const claims = b64(Buffer.from(JSON.stringify({ aud: audience, exp, sub: subject })));
  const signed = `${header}.${claims}`;
  const signature = sign("sha256", Buffer.from(signed), {
    key: privateKeyOf(keys),
    dsaEncoding: "ieee-p1363",
  });
  return `vapid t=${signed}.${b64(signature)}, k=${keys.publicKey}`;
}

/** One record holds the whole payload: ours are a few hundred bytes. */
const RECORD_SIZE = 4096;

/**
 * Encrypts `plaintext` to a browser's subscription keys (RFC 8291): an ephemeral ECDH key
 * agreed with its p256dh, mixed with its auth secret, gives the content key and nonce; the body
 * is RFC 8188's header (salt, record size, our ephemeral public key) and one AES-128-GCM record.
 */
export function encryptPayload(
  subscription: { p256dh: string; auth: string },
  plaintext: Uint8Array,
  /** The salt and ephemeral key, given only to reproduce RFC 8291's worked example. */
  fixed?: { salt: Buffer; senderPrivateKey: Buffer },
): Buffer {
  const uaPublic = unb64(subscription.p256dh);
  const authSecret = unb64(subscription.auth);
  const ecdh = createECDH("prime256v1");
  if (fixed) ecdh.setPrivateKey(fixed.senderPrivateKey);
  else ecdh.generateKeys();
  const asPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(uaPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const salt = fixed?.salt ?? randomBytes(16);
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
  const cipher = createCipheriv("aes-128-gcm", cek, nonce);
  // 0x02 marks the last (and only) record, with no padding after it.
  const body = Buffer.concat([
    cipher.update(plaintext),
    cipher.update(Buffer.from([2])),
    cipher.final(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, body, cipher.getAuthTag()]);
}
