import { Secret, TOTP } from "otpauth";
import { TWO_FACTOR } from "#shared/rules/two-factor.ts";

/** What an authenticator app shows beside the account: the site, then the member's name. */
const ISSUER = "Quip";
const ALGORITHM = "SHA1";

/** A new secret of 20 random bytes (160 bits, RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an app reads from the QR code. */
export function totpUri(secret: string, username: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TWO_FACTOR.totpDigits,
    period: TWO_FACTOR.totpPeriodSeconds,
  }).toString();
}

interface TotpCheck {
  /** The secret's bytes. */
  secret: Secret;
  code: string;
  at: Date;
  /** The server's codes have six; RFC 6238's own test vectors have eight. */
  digits?: number;
}

/**
 * The time step (RFC 6238's T) whose code matches, looking one step either side of `at`; null
 * when none does. The caller keeps the step, so a code is accepted once (decision 0112).
 */
export function matchTotp({
  secret,
  code,
  at,
  digits = TWO_FACTOR.totpDigits,
}: TotpCheck): number | null {
  const timestamp = at.getTime();
  const delta = TOTP.validate({
    token: code,
    secret,
    algorithm: ALGORITHM,
    digits,
    period: TWO_FACTOR.totpPeriodSeconds,
    timestamp,
    window: TWO_FACTOR.totpWindow,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: TWO_FACTOR.totpPeriodSeconds, timestamp }) + delta;
}
