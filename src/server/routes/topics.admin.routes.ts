import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { withIsoTimes } from "#server/lib/iso-times.ts";
import { ADMIN, signedInMember } from "#server/plugins/access.ts";
import { setTopicChangeTime } from "#server/services/settings/index.ts";
import {
  checkDuplicate,
  deleteScheduledTopic,
  generateScheduledTopics,
  listScheduledTopics,
  refreshNextDayTopic,
  refreshScheduledTopics,
  updateScheduledTopic,
} from "#server/services/topics/index.ts";
import { NoBody } from "#shared/api/answers.ts";
import { MessageAnswer } from "#shared/schemas/message.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import {
  DuplicateCheck,
  GeneratedTopics,
  RefreshedNextDayTopic,
  RefreshedTopics,
  ScheduledTopic,
  TOPIC_MSG,
  TopicIdsInput,
  TopicInput,
  TopicTimingInput,
} from "#shared/schemas/topics.admin.ts";

/** The administrators' topic tools: change time, the 14-day schedule, generation. */
export async function topicsAdminRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.put(
    "/api/admin/topic-timing",
    { ...ADMIN, schema: { body: TopicTimingInput, response: { 200: MessageAnswer } } },
    async (request) => {
      const [hour, minute] = request.body.time.split(":").map(Number) as [number, number];
      await setTopicChangeTime(ctx, { hour, minute }, signedInMember(request));
      return { message: TOPIC_MSG.timeSaved(request.body.time) };
    },
  );

  app.get(
    "/api/admin/scheduled-topics",
    { ...ADMIN, schema: { response: { 200: z.array(ScheduledTopic) } } },
    async () => (await listScheduledTopics(ctx)).map(withIsoTimes),
  );

  app.put(
    "/api/admin/scheduled-topics/:id",
    { ...ADMIN, schema: { params: IdParams, body: TopicInput, response: { 200: ScheduledTopic } } },
    async (request) =>
      withIsoTimes(
        await updateScheduledTopic(
          ctx,
          request.params.id,
          request.body.topic,
          signedInMember(request),
        ),
      ),
  );

  app.delete(
    "/api/admin/scheduled-topics/:id",
    { ...ADMIN, schema: { params: IdParams, response: { 204: NoBody } } },
    async (request, reply) => {
      await deleteScheduledTopic(ctx, request.params.id, signedInMember(request));
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/generate-topics",
    { ...ADMIN, schema: { response: { 200: GeneratedTopics } } },
    (request) => generateScheduledTopics(ctx, ctx.generator, signedInMember(request)),
  );

  app.post(
    "/api/admin/refresh-next-day-topic",
    { ...ADMIN, schema: { response: { 200: RefreshedNextDayTopic } } },
    async (request) => {
      const topic = await refreshNextDayTopic(ctx, ctx.generator, signedInMember(request));
      return { message: `Next day's topic is now "${topic.topic}"`, topic: withIsoTimes(topic) };
    },
  );

  app.post(
    "/api/admin/refresh-selected-topics",
    { ...ADMIN, schema: { body: TopicIdsInput, response: { 200: RefreshedTopics } } },
    async (request) => {
      const topics = await refreshScheduledTopics(
        ctx,
        ctx.generator,
        request.body.topicIds,
        signedInMember(request),
      );
      return {
        message: `Refreshed ${topics.length} topic${topics.length === 1 ? "" : "s"}`,
        topics: topics.map(withIsoTimes),
      };
    },
  );

  app.post(
    "/api/admin/check-duplicate",
    { ...ADMIN, schema: { body: TopicInput, response: { 200: DuplicateCheck } } },
    (request) => checkDuplicate(ctx, request.body.topic),
  );
}
