import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import type { PushConfig } from "#server/config.ts";
import { resolvePushHost } from "./endpoint-guard";

/** A push service answers at once; one that does not is treated as down, and retried. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface PushAnswer {
  status: number;
  /** Retry-After, in seconds, when the service gave one. */
  retryAfterSeconds: number | undefined;
}

/**
 * POSTs one push message. The endpoint's host is resolved and checked first, and the
 * connection is made to that very address (the lookup below answers it, never asking DNS
 * again), with the host's name for TLS and the Host header.
 */
export async function postPush(push: PushConfig, message: PushRequest): Promise<PushAnswer> {
  const url = new URL(message.endpoint);
  const pinned = await resolvePushHost(push, url.hostname);
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: "POST",
        headers: { ...message.headers, "content-length": String(message.body.length) },
        lookup,
        timeout: PUSH_TIMEOUT_MS,
      },
      (res) => {
        // The body says nothing we act on; it is read only to free the connection.
        res.resume();
        res.on("end", () => {
          const retryAfter = Number(res.headers["retry-after"]);
          resolve({
            status: res.statusCode ?? 0,
            retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${PUSH_TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.end(message.body);
  });
}
