import type { Config } from "#server/config.ts";
import { AppError } from "#server/errors.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";

export interface RelyingParty {
  /** What the member's device shows as the site. */
  name: string;
  /** The domain passkeys are bound to. */
  id: string;
  /** The one page origin whose passkey answers are accepted. */
  origin: string;
}

/** 127.0.0.1, 127.x.y.z and ::1: this machine, by address. */
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/**
 * Passkeys belong to the site's public address (PUBLIC_URL). Browsers refuse an IP address as a
 * passkey's domain, so a site run on a loopback address takes its passkeys as `localhost`, the
 * same machine by name, on the same port (decision 0113).
 */
export function relyingPartyOf(config: Pick<Config, "publicUrl">): RelyingParty {
  const url = new URL(config.publicUrl);
  if (LOOPBACK.test(url.hostname)) url.hostname = "localhost";
  return { name: "Quip", id: url.hostname, origin: url.origin };
}

/**
 * Refuses to begin a passkey from a page at another address than the passkeys' own: the browser
 * would refuse it without saying why, and no answer from there could be accepted. The refusal
 * names the right address. A request naming no origin is not a browser's page, and passes.
 */
export function assertPasskeyAddress(config: Pick<Config, "publicUrl">, origin?: string): void {
  const site = relyingPartyOf(config).origin;
  if (origin !== undefined && origin !== site) {
    throw new AppError("BAD_REQUEST", TWO_FACTOR_MSG.passkey.elsewhere(new URL(site).host));
  }
}
