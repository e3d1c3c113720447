import { hash, verify } from "@node-rs/argon2";
import { MSG } from "../../shared/messages";
import { AppError } from "../errors";
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

/** A new password (registration, reset) must not be one that attackers try first. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError("BAD_REQUEST", MSG.auth.passwordTooCommon);
}
