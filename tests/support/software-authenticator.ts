import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from "node:crypto";

/**
 * A passkey authenticator in software, for the API tests: it makes P-256 (ES256) credentials
 * and answers challenges exactly as a browser hands an authenticator's answer to the page
 * (WebAuthn's JSON forms), with "none" attestation. The browser tests use Chromium's own
 * virtual authenticator instead.
 */
type Cbor = number | string | Uint8Array | CborMap | { [key: string]: Cbor };
interface CborMap extends Map<Cbor, Cbor> {}

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** The few CBOR types an attestation object and a COSE key use. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 } as const;

export interface SoftwareCredential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface AnswerOptions {
  /** The page's origin, as the browser writes it into clientDataJSON. */
  origin?: string;
  /** Whether the authenticator checked who holds it (fingerprint, PIN). */
  userVerified?: boolean;
  /** The counter to report; by default one more than the last. */
  counter?: number;
}

export function createAuthenticator(defaultOrigin = "http://localhost:3000") {
  function clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  function flags(options: AnswerOptions, extra = 0): number {
    return FLAG.userPresent | (options.userVerified === false ? 0 : FLAG.userVerified) | extra;
  }

  /**
   * Makes a credential for `navigator.credentials.create()`'s options, or offers `existing`
   * again (as a device would if the site did not exclude it); returns the page's answer.
   */
  function register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    answer: AnswerOptions = {},
    existing?: SoftwareCredential,
  ) {
    const rpId = options.rp.id ?? "localhost";
    const { privateKey, publicKey } = existing
      ? { privateKey: existing.privateKey, publicKey: createPublicKey(existing.privateKey) }
      : generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]);
    const credentialId = existing ? Buffer.from(existing.id, "base64url") : randomBytes(32);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags(answer, FLAG.attested)]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
      credentialId,
      cbor(coseKey),
    ]);
    const attestationObject = cbor({ fmt: "none", attStmt: {}, authData });
    const credential: SoftwareCredential = {
      id: b64url(credentialId),
      privateKey,
      userHandle: options.user.id,
      rpId,
      counter: 0,
    };
    const json = {
      id: credential.id,
      rawId: credential.id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(
          clientData("webauthn.create", options.challenge, answer.origin ?? defaultOrigin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
    return { credential, json };
  }

  /** Answers `navigator.credentials.get()`'s challenge with the credential. */
  function authenticate(
    credential: SoftwareCredential,
    options: { challenge: string },
    answer: AnswerOptions = {},
  ) {
    credential.counter = answer.counter ?? credential.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([
      sha256(credential.rpId),
      Buffer.from([flags(answer)]),
      counter,
    ]);
    const data = clientData("webauthn.get", options.challenge, answer.origin ?? defaultOrigin);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(data)]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  return { register, authenticate };
}
