import {
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmEmailAnswer,
  ConfirmEmailInput,
  EmailStatus,
} from "#shared/schemas/account.ts";
import { MessageAnswer } from "#shared/schemas/message.ts";
import type { ApiTable } from "./types";

export const accountApi = {
  "POST /api/auth/change-password": { body: ChangePasswordInput, response: { 200: MessageAnswer } },
  "GET /api/auth/email": { response: { 200: EmailStatus } },
  "POST /api/auth/change-email": { body: ChangeEmailInput, response: { 200: MessageAnswer } },
  "POST /api/auth/resend-confirmation": { response: { 200: MessageAnswer } },
  "POST /api/auth/confirm-email": {
    body: ConfirmEmailInput,
    response: { 200: ConfirmEmailAnswer },
  },
} as const satisfies ApiTable;
