import { dictionary } from "@zxcvbn-ts/language-common";

/** The 10,000 most common passwords (the list is ordered by how often they were found in leaks). */
const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/** True for a password attackers try first; compared ignoring case, as guessing tools do. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
