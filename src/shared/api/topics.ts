import { z } from "zod";
import { TopicInput, TopicQuipsQuery } from "#shared/schemas/topics.admin.ts";
import {
  SetTopicAnswer,
  Topic,
  TopicOfTheDay,
  TopicQuip,
  TopicQuipCounts,
  TopicTiming,
} from "#shared/schemas/topics.ts";
import type { ApiTable } from "./types";

const Identifier = z.object({ identifier: z.string().min(1).max(200) });
const day = { response: { 200: TopicOfTheDay } };
const topicQuips = {
  params: Identifier,
  querystring: TopicQuipsQuery,
  response: { 200: z.array(TopicQuip) },
};

export const topicsApi = {
  "GET /api/topic-of-the-day": day,
  "POST /api/topic-of-the-day": { body: TopicInput, response: { 201: SetTopicAnswer } },
  "GET /api/yesterdays-topic": day,
  "GET /api/topic-timing": { response: { 200: TopicTiming } },
  "GET /api/user-topic-quip-counts": { response: { 200: TopicQuipCounts } },
  "GET /api/topics/previous": { response: { 200: z.array(Topic) } },
  "GET /api/topics/identifier/:identifier": { params: Identifier, response: { 200: Topic } },
  "GET /api/topics/identifier/:identifier/quips": topicQuips,
  "GET /api/topics/:identifier/quips": topicQuips,
} as const satisfies ApiTable;
