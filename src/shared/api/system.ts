import { IdParams } from "#shared/schemas/quips.ts";
import {
  QueuedMail,
  QueuedPush,
  SystemDatabase,
  SystemExports,
  SystemJobs,
  SystemMail,
  SystemPushes,
  SystemVersion,
} from "#shared/schemas/system.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

const discard = { params: IdParams, response: { 204: NoBody } };

/** The console's System tab (decision 0167): administrators only, read from the primary. */
export const systemApi = {
  "GET /api/admin/system/jobs": { response: { 200: SystemJobs } },
  "GET /api/admin/system/mail": { response: { 200: SystemMail } },
  "POST /api/admin/system/mail/:id/retry": { params: IdParams, response: { 200: QueuedMail } },
  "POST /api/admin/system/mail/:id/discard": discard,
  "GET /api/admin/system/pushes": { response: { 200: SystemPushes } },
  "POST /api/admin/system/pushes/:id/retry": { params: IdParams, response: { 200: QueuedPush } },
  "POST /api/admin/system/pushes/:id/discard": discard,
  "GET /api/admin/system/exports": { response: { 200: SystemExports } },
  "GET /api/admin/system/database": { response: { 200: SystemDatabase } },
  "GET /api/admin/system/version": { response: { 200: SystemVersion } },
} as const satisfies ApiTable;
