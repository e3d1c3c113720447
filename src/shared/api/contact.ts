import { ContactInput } from "#shared/schemas/contact.ts";
import { MessageAnswer } from "#shared/schemas/message.ts";
import type { ApiTable } from "./types";

export const contactApi = {
  "POST /api/contact": { body: ContactInput, response: { 200: MessageAnswer } },
} as const satisfies ApiTable;
