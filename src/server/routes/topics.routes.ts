import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { withIsoTimes } from "#server/lib/iso-times.ts";
import { ADMIN, MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { moderatorsSee } from "#server/plugins/moderator-view.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import {
  findTopic,
  getTodaysTopic,
  getTopicQuipCounts,
  getTopicTiming,
  getYesterdaysTopic,
  listPreviousTopics,
  listTopicQuips,
  setTodaysTopic,
} from "#server/services/topics/index.ts";
import { TopicInput, TopicQuipsQuery } from "#shared/schemas/topics.admin.ts";
import {
  ModeratorTopicQuip,
  SetTopicAnswer,
  Topic,
  TopicOfTheDay,
  TopicQuip,
  TopicQuipCounts,
  TopicTiming,
} from "#shared/schemas/topics.ts";

const Identifier = z.object({ identifier: z.string().min(1).max(200) });

export async function topicsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  const day = { ...PUBLIC, schema: { response: { 200: TopicOfTheDay } } };
  app.get("/api/topic-of-the-day", day, () => getTodaysTopic(ctx));
  app.post(
    "/api/topic-of-the-day",
    { ...ADMIN, schema: { body: TopicInput, response: { 201: SetTopicAnswer } } },
    async (request, reply) => {
      const topic = await setTodaysTopic(ctx, request.body.topic, signedInMember(request));
      return reply.status(201).send(withIsoTimes(topic));
    },
  );
  app.get("/api/yesterdays-topic", day, () => getYesterdaysTopic(ctx));
  app.get("/api/topic-timing", { ...PUBLIC, schema: { response: { 200: TopicTiming } } }, () =>
    getTopicTiming(ctx),
  );
  app.get(
    "/api/user-topic-quip-counts",
    { ...MEMBER, schema: { response: { 200: TopicQuipCounts } } },
    (request) => getTopicQuipCounts(ctx, signedInMember(request)),
  );

  app.get(
    "/api/topics/previous",
    { ...PUBLIC, schema: { response: { 200: z.array(Topic) } } },
    (request) => readOnReplica(ctx, request, listPreviousTopics),
  );
  app.get(
    "/api/topics/identifier/:identifier",
    { ...PUBLIC, schema: { params: Identifier, response: { 200: Topic } } },
    (request) =>
      readOnReplica(ctx, request, (reads) => findTopic(reads, request.params.identifier)),
  );
  const topicQuips = {
    ...PUBLIC,
    schema: {
      params: Identifier,
      querystring: TopicQuipsQuery,
      response: { 200: z.array(TopicQuip) },
    },
    ...moderatorsSee(z.array(ModeratorTopicQuip)),
  };
  for (const url of ["/api/topics/identifier/:identifier/quips", "/api/topics/:identifier/quips"]) {
    app.get(url, topicQuips, (request) =>
      readOnReplica(ctx, request, (reads) =>
        listTopicQuips(reads, request.user, request.params.identifier, request.query.filter),
      ),
    );
  }
}
