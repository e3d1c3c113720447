import { z } from "zod";
import { MessageAnswer } from "#shared/schemas/message.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import {
  DuplicateCheck,
  GeneratedTopics,
  RefreshedNextDayTopic,
  RefreshedTopics,
  ScheduledTopic,
  TopicIdsInput,
  TopicInput,
  TopicTimingInput,
} from "#shared/schemas/topics.admin.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

export const topicsAdminApi = {
  "PUT /api/admin/topic-timing": { body: TopicTimingInput, response: { 200: MessageAnswer } },
  "GET /api/admin/scheduled-topics": { response: { 200: z.array(ScheduledTopic) } },
  "PUT /api/admin/scheduled-topics/:id": {
    params: IdParams,
    body: TopicInput,
    response: { 200: ScheduledTopic },
  },
  "DELETE /api/admin/scheduled-topics/:id": { params: IdParams, response: { 204: NoBody } },
  "POST /api/admin/generate-topics": { response: { 200: GeneratedTopics } },
  "POST /api/admin/refresh-next-day-topic": { response: { 200: RefreshedNextDayTopic } },
  "POST /api/admin/refresh-selected-topics": {
    body: TopicIdsInput,
    response: { 200: RefreshedTopics },
  },
  "POST /api/admin/check-duplicate": { body: TopicInput, response: { 200: DuplicateCheck } },
} as const satisfies ApiTable;
