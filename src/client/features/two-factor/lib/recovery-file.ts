/** The recovery codes as a text file the member keeps: what they are and how to use them. */
export function recoveryCodesFile(codes: readonly string[], username: string): string {
  return [
    `Quip recovery codes for ${username}`,
    "",
    "Each code signs you in once, in place of the code from your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}
