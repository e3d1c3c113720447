import { z } from "zod";
import {
  CommentPage,
  CommentsQuery,
  CommentThreadParams,
  CommentView,
  CreateCommentInput,
  QuipThread,
  ReplyPage,
} from "#shared/schemas/comments.ts";
import { FlagInput, FlagReceipt } from "#shared/schemas/flags.ts";
import {
  BookmarkState,
  CreateQuipInput,
  EditQuipInput,
  FeedQuery,
  IdParams,
  LikeState,
  Quip,
} from "#shared/schemas/quips.ts";
import { Liker } from "#shared/schemas/users.ts";
import { HeldReceipt } from "#shared/schemas/watched-words.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

const byId = { params: IdParams };

export const quipsApi = {
  "GET /api/quips": { querystring: FeedQuery, response: { 200: z.array(Quip) } },
  "POST /api/quips": { body: CreateQuipInput, response: { 201: Quip, 202: HeldReceipt } },
  "GET /api/quips/:id": { ...byId, response: { 200: Quip } },
  "PATCH /api/quips/:id": { ...byId, body: EditQuipInput, response: { 200: Quip } },
  "DELETE /api/quips/:id": { ...byId, response: { 204: NoBody } },
  "POST /api/quips/:id/like": { ...byId, response: { 200: LikeState } },
  "POST /api/quips/:id/bookmark": { ...byId, response: { 200: BookmarkState } },
  "GET /api/quips/:id/likes": { ...byId, response: { 200: z.array(Liker) } },
  "GET /api/quips/:id/thread": { ...byId, response: { 200: QuipThread } },
  "GET /api/quips/:id/comments": {
    ...byId,
    querystring: CommentsQuery,
    response: { 200: CommentPage },
  },
  "GET /api/quips/:id/comments/:commentId/replies": {
    params: CommentThreadParams,
    querystring: CommentsQuery,
    response: { 200: ReplyPage },
  },
  "POST /api/quips/:id/comments": {
    ...byId,
    body: CreateCommentInput,
    response: { 201: CommentView, 202: HeldReceipt },
  },
  "POST /api/quips/:id/flag": { ...byId, body: FlagInput, response: { 201: FlagReceipt } },
} as const satisfies ApiTable;
