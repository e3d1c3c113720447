import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service on 127.0.0.1, as a browser vendor's would behave: it takes a message only
 * with a valid VAPID token (RFC 8292: ES256, `aud` the endpoint's origin, `exp` in the next 24
 * hours, `sub` a mailto: or https: URL), and it decrypts the aes128gcm body (RFC 8291) with the
 * browser's private key, which only this side holds. What it received, it keeps for the test.
 */
export interface ReceivedPush {
  device: string;
  payload: { title: string; body: string; url: string; tag: string };
  headers: { ttl: number; urgency: string | undefined; topic: string | undefined };
  at: Date;
}

export interface Device {
  name: string;
  /** What the browser's PushSubscription.toJSON() gives, to POST to /api/push/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface PushService {
  origin: string;
  subscribe(name: string): Device;
  /** Answers every later push to the device with this status (201 by default). */
  answer(device: Device, status: number): void;
  received: ReceivedPush[];
  /** Messages refused, with why: none may be, from a correct sender. */
  refused: string[];
  close(): Promise<void>;
}

const b = (text: string) => Buffer.from(text, "base64url");

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** The problem with the Authorization header, or null when the push service would take it. */
export function vapidProblem(header: string | undefined, origin: string, now: Date): string | null {
  const match = /^vapid t=([^.\s]+)\.([^.\s]+)\.([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
    header ?? "",
  );
  if (!match) return `no vapid Authorization: ${header}`;
  const [, head = "", claims = "", signature = "", k = ""] = match;
  const point = b(k);
  if (point.length !== 65 || point[0] !== 4) return "k is not an uncompressed P-256 key";
  if (JSON.parse(b(head).toString()).alg !== "ES256") return "alg is not ES256";
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = Buffer.from(`${head}.${claims}`);
  if (!verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, b(signature))) {
    return "the JWT's signature does not verify";
  }
  const { aud, exp, sub } = JSON.parse(b(claims).toString()) as Record<string, unknown>;
  if (aud !== origin) return `aud ${String(aud)} is not ${origin}`;
  const seconds = now.getTime() / 1000;
  if (typeof exp !== "number" || exp <= seconds || exp > seconds + 24 * 3600) {
    return `exp ${String(exp)} is not within the next 24 hours`;
  }
  if (typeof sub !== "string" || !/^(mailto:|https:\/\/)/.test(sub)) return `sub ${String(sub)}`;
  return null;
}

/** RFC 8291 from the browser's side: its private key and auth secret open the message. */
export function decryptPush(body: Buffer, ecdh: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(asPublic);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, info, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

export async function startPushService(now: () => Date): Promise<PushService> {
  const devices = new Map<string, { name: string; ecdh: ECDH; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = "";
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "";
    const device = devices.get(id);
    if (request.method !== "POST" || !device) {
      response.writeHead(404).end();
      return;
    }
    const problem =
      vapidProblem(request.headers.authorization, origin, now()) ??
      (request.headers["content-encoding"] === "aes128gcm" ? null : "not aes128gcm") ??
      (request.headers.ttl === undefined ? "no TTL" : null);
    if (problem) {
      refused.push(`${device.name}: ${problem}`);
      response.writeHead(401).end();
      return;
    }
    if (device.status >= 300) {
      response.writeHead(device.status).end();
      return;
    }
    try {
      const payload = JSON.parse(decryptPush(body, device.ecdh, device.auth).toString("utf8"));
      const header = (name: string) => request.headers[name] as string | undefined;
      received.push({
        device: device.name,
        payload,
        headers: {
          ttl: Number(header("ttl")),
          urgency: header("urgency"),
          topic: header("topic"),
        },
        at: now(),
      });
      response.writeHead(201).end();
    } catch (error) {
      refused.push(`${device.name}: ${String(error)}`);
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    subscribe(name) {
      const id = randomBytes(8).toString("hex");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { name, ecdh, auth, status: 201 });
      return {
        name,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString("base64url"),
            auth: auth.toString("base64url"),
          },
        },
      };
    },
    answer(device, status) {
      const id = device.subscription.endpoint.split("/").pop() ?? "";
      const known = devices.get(id);
      if (known) known.status = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
