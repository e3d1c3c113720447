import { createECDH, type ECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decryptPush, readBody, vapidProblem } from "../tests/support/push-service";

/** One message in this many is decrypted: enough to prove the bodies, cheap beside the server. */
const DECRYPT_EVERY = 100;

export interface BenchDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * A push service on loopback for many devices, as lean as the measurement needs: it takes a
 * message only with a valid VAPID token (checked on every message, as a vendor's would), and
 * decrypts a sample of them with the device's private key, so a sender that encrypted wrongly
 * is caught. It counts what it took, and when the first and last arrived.
 */
export interface PushReceiver {
  origin: string;
  devices(count: number): BenchDevice[];
  accepted: number;
  decrypted: number;
  refused: string[];
  firstAt: number | null;
  lastAt: number | null;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  let origin = "";
  const receiver: PushReceiver = {
    origin,
    accepted: 0,
    decrypted: 0,
    refused: [],
    firstAt: null,
    lastAt: null,
    devices(count) {
      return Array.from({ length: count }, () => {
        const id = randomBytes(8).toString("hex");
        const ecdh = createECDH("prime256v1");
        ecdh.generateKeys();
        const auth = randomBytes(16);
        keys.set(id, { ecdh, auth });
        return {
          endpoint: `${origin}/push/${id}`,
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: auth.toString("base64url"),
        };
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const device = keys.get(/^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "");
    if (request.method !== "POST" || !device) {
      response.writeHead(404).end();
      return;
    }
    const problem = vapidProblem(request.headers.authorization, origin, new Date());
    if (problem) {
      receiver.refused.push(problem);
      response.writeHead(401).end();
      return;
    }
    try {
      if (receiver.accepted % DECRYPT_EVERY === 0) {
        JSON.parse(decryptPush(body, device.ecdh, device.auth).toString("utf8"));
        receiver.decrypted++;
      }
    } catch (error) {
      receiver.refused.push(String(error));
      response.writeHead(400).end();
      return;
    }
    receiver.accepted++;
    receiver.firstAt ??= performance.now();
    receiver.lastAt = performance.now();
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.origin = origin;
  return receiver;
}
