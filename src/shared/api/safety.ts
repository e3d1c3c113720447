import { IdParams } from "#shared/schemas/quips.ts";
import {
  BlockState,
  BlocksPage,
  HideAuthorState,
  MutedWords,
  MutedWordsInput,
  MuteState,
  MutesPage,
  SafetyListQuery,
} from "#shared/schemas/safety.ts";
import type { ApiTable } from "./types";

const toggle = <T extends typeof MuteState | typeof BlockState>(answer: T) => ({
  params: IdParams,
  response: { 200: answer },
});
const list = <T extends typeof MutesPage | typeof BlocksPage>(answer: T) => ({
  querystring: SafetyListQuery,
  response: { 200: answer },
});
const hidden = { params: IdParams, response: { 200: HideAuthorState } };

export const safetyApi = {
  "POST /api/users/:id/mute": toggle(MuteState),
  "POST /api/users/:id/unmute": toggle(MuteState),
  "POST /api/users/:id/block": toggle(BlockState),
  "POST /api/users/:id/unblock": toggle(BlockState),
  "GET /api/users/me/mutes": list(MutesPage),
  "GET /api/users/me/blocks": list(BlocksPage),
  "POST /api/quips/:id/hide-author": hidden,
  "DELETE /api/quips/:id/hide-author": hidden,
  "GET /api/users/me/muted-words": { response: { 200: MutedWords } },
  "PUT /api/users/me/muted-words": { body: MutedWordsInput, response: { 200: MutedWords } },
} as const satisfies ApiTable;
