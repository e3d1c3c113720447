/** The member's own sign-in settings, dropped with every other answer at the next sign-in. */
export const twoFactorKeys = {
  totp: () => ["auth", "two-factor", "totp"] as const,
  passkeys: () => ["auth", "two-factor", "passkeys"] as const,
  passkeySite: () => ["auth", "two-factor", "passkey-site"] as const,
};
