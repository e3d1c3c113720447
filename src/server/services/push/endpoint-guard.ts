import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import type { PushConfig } from "#server/config.ts";

/*
 * A subscription's endpoint is an address a member gave us, which the server will call: it
 * must lead to a browser vendor's push service and nowhere else — not to this site, not to
 * this machine or its network. Checked when the subscription is made (the URL), and again at
 * every send (the addresses its name resolves to, then connecting to the address checked, so
 * a name that answers differently the second time cannot turn the server inward).
 */

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv6");
}

/** Whether an IP address is one of ours or nobody's: loopback, private, link-local, reserved. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return PRIVATE.check(address, "ipv4");
  if (version !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], "ipv4");
  return PRIVATE.check(address, "ipv6");
}

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith("*.")) return host.endsWith(pattern.slice(1));
  return host === pattern;
}

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, "").toLowerCase();

/**
 * Why the endpoint is refused, or null when it may be subscribed: https to a host of the
 * configured push services, never this site's own origin; with allowPrivateEndpoints (tests and
 * development only) also http or https to a loopback or private address.
 */
export function refuseEndpoint(
  push: PushConfig,
  ownOrigin: string,
  endpoint: string,
): "invalid" | "not-allowed" | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "invalid";
  }
  if (url.username || url.password || url.hash) return "invalid";
  if (url.origin === new URL(ownOrigin).origin) return "not-allowed";
  const host = bareHost(url.hostname);
  const isLocal = host === "localhost" || (isIP(host) !== 0 && isPrivateAddress(host));
  if (push.allowPrivateEndpoints && isLocal) {
    return url.protocol === "https:" || url.protocol === "http:" ? null : "invalid";
  }
  if (url.protocol !== "https:") return "invalid";
  if (isIP(host) !== 0) return "not-allowed";
  return push.serviceHosts.some((pattern) => hostMatches(host, pattern)) ? null : "not-allowed";
}

/**
 * The address to connect to for `hostname`, resolved once and checked: every address the name
 * gives must be public (one private answer among public ones is refused too), unless private
 * endpoints are admitted.
 */
export async function resolvePushHost(
  push: PushConfig,
  hostname: string,
): Promise<{ address: string; family: number }> {
  const host = bareHost(hostname);
  const answers =
    isIP(host) !== 0
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host, { all: true, verbatim: true });
  if (answers.length === 0) throw new Error(`${host} resolves to no address`);
  if (!push.allowPrivateEndpoints && answers.some((a) => isPrivateAddress(a.address))) {
    throw new RefusedAddressError(host);
  }
  const [first] = answers;
  if (!first) throw new Error(`${host} resolves to no address`);
  return first;
}

/** A push service's name resolved to an address of ours or nobody's: the subscription goes. */
export class RefusedAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to a loopback or private address; the push is not sent`);
  }
}
