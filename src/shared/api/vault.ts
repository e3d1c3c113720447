import { z } from "zod";
import { PageQuery } from "#shared/schemas/paging.ts";
import { DraftInput, IdParams } from "#shared/schemas/quips.ts";
import { Draft } from "#shared/schemas/vault.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

export const vaultApi = {
  "GET /api/vault": { querystring: PageQuery, response: { 200: z.array(Draft) } },
  "GET /api/vault/:id": { params: IdParams, response: { 200: Draft } },
  "POST /api/vault": { body: DraftInput, response: { 201: Draft } },
  "PUT /api/vault/:id": { params: IdParams, body: DraftInput, response: { 200: Draft } },
  "DELETE /api/vault/:id": { params: IdParams, response: { 204: NoBody } },
} as const satisfies ApiTable;
