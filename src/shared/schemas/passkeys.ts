import { z } from "zod";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { TWO_FACTOR } from "#shared/rules/two-factor.ts";

const m = TWO_FACTOR_MSG.passkey;

export const PasskeyName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(TWO_FACTOR.passkeyNameMax, m.nameTooLong);

/** One of the member's passkeys as their settings list it. */
export const Passkey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Kept by a passkey manager that syncs it to the member's other devices. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyList = z.object({ items: z.array(Passkey) });
export type PasskeyList = z.infer<typeof PasskeyList>;

export const PasskeyParams = z.object({ id: z.uuid({ error: m.notFound }) });

/** Where the site's passkeys work: the one origin whose pages can make and use them. */
export const PasskeySite = z.object({ origin: z.string() });
export type PasskeySite = z.infer<typeof PasskeySite>;

/**
 * What `navigator.credentials` needs, as the WebAuthn library writes it: its required fields
 * named, every other field kept as it is.
 */
export const PasskeyCreationOptions = z.looseObject({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
});
export const PasskeyRequestOptions = z.looseObject({ challenge: z.string() });

/** The browser's base64url fields; an authenticator's answer is a few kilobytes at most. */
const encoded = z.string({ error: m.badResponse }).max(16_384, m.badResponse);

const credentialFields = {
  id: encoded,
  rawId: encoded,
  type: z.literal("public-key", { error: m.badResponse }),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: z.looseObject({}),
};

export const RegistrationCredential = z.looseObject({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: encoded,
    attestationObject: encoded,
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
});

export const AuthenticationCredential = z.looseObject({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: encoded,
    authenticatorData: encoded,
    signature: encoded,
    userHandle: encoded.optional(),
  }),
});

export const PasskeyRegistrationInput = z.object({
  name: PasskeyName,
  credential: RegistrationCredential,
});
export type PasskeyRegistrationInput = z.infer<typeof PasskeyRegistrationInput>;

export const PasskeyAuthenticationInput = z.object({ credential: AuthenticationCredential });
export type PasskeyAuthenticationInput = z.infer<typeof PasskeyAuthenticationInput>;
