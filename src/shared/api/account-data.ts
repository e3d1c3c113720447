import {
  DeleteAccountInput,
  ExportState,
  ExportStateQuery,
  ExportTokenParams,
} from "#shared/schemas/account-data.ts";
import { bytesAs, NoBody } from "./answers";
import type { ApiTable } from "./types";

export const accountDataApi = {
  "GET /api/users/me/export": { querystring: ExportStateQuery, response: { 200: ExportState } },
  "POST /api/users/me/export": { response: { 202: ExportState } },
  "GET /api/users/me/export/:token": {
    params: ExportTokenParams,
    response: { 200: bytesAs("application/zip") },
  },
  "DELETE /api/users/me": { body: DeleteAccountInput, response: { 204: NoBody } },
} as const satisfies ApiTable;
