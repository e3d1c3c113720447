import { CommentHideState, CommentView, EditCommentInput } from "#shared/schemas/comments.ts";
import { CommentFlagInput, FlagReceipt } from "#shared/schemas/flags.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

const byId = { params: IdParams };

/** A comment once posted: its author edits or deletes it, the quip's author hides it, anyone reports it. */
export const commentsApi = {
  "PATCH /api/comments/:id": { ...byId, body: EditCommentInput, response: { 200: CommentView } },
  "DELETE /api/comments/:id": { ...byId, response: { 204: NoBody } },
  "POST /api/comments/:id/hide": { ...byId, response: { 200: CommentHideState } },
  "POST /api/comments/:id/flag": {
    ...byId,
    body: CommentFlagInput,
    response: { 201: FlagReceipt },
  },
} as const satisfies ApiTable;
