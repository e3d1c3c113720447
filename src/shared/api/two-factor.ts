import { CurrentUser } from "#shared/schemas/auth.ts";
import {
  CurrentPasswordInput,
  RecoveryCodesAnswer,
  SecondFactorInput,
  TotpEnableInput,
  TotpSetupAnswer,
  TotpStatus,
} from "#shared/schemas/two-factor.ts";
import type { ApiTable } from "./types";

export const twoFactorApi = {
  "GET /api/auth/totp": { response: { 200: TotpStatus } },
  "POST /api/auth/totp/setup": { body: CurrentPasswordInput, response: { 200: TotpSetupAnswer } },
  "POST /api/auth/totp/enable": { body: TotpEnableInput, response: { 200: RecoveryCodesAnswer } },
  "POST /api/auth/totp/disable": { body: CurrentPasswordInput, response: { 200: TotpStatus } },
  "POST /api/auth/totp/recovery-codes": {
    body: CurrentPasswordInput,
    response: { 200: RecoveryCodesAnswer },
  },
  "POST /api/auth/login/second-factor": { body: SecondFactorInput, response: { 200: CurrentUser } },
} as const satisfies ApiTable;
