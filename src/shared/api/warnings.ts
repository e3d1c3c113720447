import { IdParams } from "#shared/schemas/quips.ts";
import {
  AppealInput,
  DecideAppealInput,
  GivenWarning,
  MemberWarning,
  MemberWarnings,
  WarnInput,
} from "#shared/schemas/warnings.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

/**
 * Warnings with one appeal (decision 0158): moderators warn and decide appeals; the warned
 * member reads their own warnings and appeals each once. An appeal is named by its warning's id.
 */
export const warningsApi = {
  "POST /api/moderation/users/:id/warnings": {
    params: IdParams,
    body: WarnInput,
    response: { 201: GivenWarning },
  },
  "GET /api/users/me/warnings": { response: { 200: MemberWarnings } },
  "POST /api/moderation/warnings/:id/appeal": {
    params: IdParams,
    body: AppealInput,
    response: { 200: MemberWarning },
  },
  "POST /api/moderation/appeals/:id/decide": {
    params: IdParams,
    body: DecideAppealInput,
    response: { 204: NoBody },
  },
} as const satisfies ApiTable;
