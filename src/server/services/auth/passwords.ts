import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { AppError } from "#server/errors.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { isCommonPassword } from "./common-passwords";

/** argon2id with the OWASP-recommended floor (19 MiB, 2 passes). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still does the same work against a dummy,
 * so an unknown account answers in about the same time as a known one.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword("quip-dummy-password-for-timing");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** No look-alikes (i and l, o and 0, 1): a drawn password is read off a terminal and typed. */
const DRAWN_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A password made for someone to note down: four groups of four, about 79 bits. */
export function drawPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => DRAWN_ALPHABET[randomInt(DRAWN_ALPHABET.length)]).join("");
  return [group(), group(), group(), group()].join("-");
}

/** A new password (registration, reset) must not be one that attackers try first. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError("BAD_REQUEST", AUTH_MSG.passwordTooCommon);
}
