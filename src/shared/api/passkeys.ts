import { CurrentUser } from "#shared/schemas/auth.ts";
import {
  Passkey,
  PasskeyAuthenticationInput,
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyParams,
  PasskeyRegistrationInput,
  PasskeyRequestOptions,
  PasskeySite,
} from "#shared/schemas/passkeys.ts";
import { CurrentPasswordInput } from "#shared/schemas/two-factor.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

export const passkeysApi = {
  "GET /api/auth/passkeys": { response: { 200: PasskeyList } },
  "GET /api/auth/passkeys/site": { response: { 200: PasskeySite } },
  "POST /api/auth/passkeys/registration/options": {
    body: CurrentPasswordInput,
    response: { 200: PasskeyCreationOptions },
  },
  "POST /api/auth/passkeys/registration": {
    body: PasskeyRegistrationInput,
    response: { 201: Passkey },
  },
  "DELETE /api/auth/passkeys/:id": { params: PasskeyParams, response: { 204: NoBody } },
  "POST /api/auth/passkeys/sign-in/options": { response: { 200: PasskeyRequestOptions } },
  "POST /api/auth/passkeys/sign-in": {
    body: PasskeyAuthenticationInput,
    response: { 200: CurrentUser },
  },
  "POST /api/auth/passkeys/second-factor/options": { response: { 200: PasskeyRequestOptions } },
  "POST /api/auth/passkeys/second-factor": {
    body: PasskeyAuthenticationInput,
    response: { 200: CurrentUser },
  },
} as const satisfies ApiTable;
