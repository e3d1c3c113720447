import { MessageAnswer } from "#shared/schemas/message.ts";
import {
  ForgotPasswordInput,
  ResetPasswordInput,
  ResetTokenParams,
  VerifyResetTokenAnswer,
} from "#shared/schemas/password-reset.ts";
import type { ApiTable } from "./types";

export const authPasswordResetApi = {
  "POST /api/auth/forgot-password": { body: ForgotPasswordInput, response: { 200: MessageAnswer } },
  "GET /api/auth/verify-reset-token/:token": {
    params: ResetTokenParams,
    response: { 200: VerifyResetTokenAnswer },
  },
  "POST /api/auth/reset-password": { body: ResetPasswordInput, response: { 200: MessageAnswer } },
} as const satisfies ApiTable;
