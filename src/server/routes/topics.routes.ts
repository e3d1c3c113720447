import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { TopicInput, TopicQuipsQuery } from "../../shared/schemas/topic-admin";
import type { AppContext } from "../context";
import { ADMIN, MEMBER, PUBLIC, signedInMember } from "../plugins/access";
import { setTodaysTopic } from "../services/topics/activation.service";
import {
  getTodaysTopic,
  getTopicQuipCounts,
  getYesterdaysTopic,
} from "../services/topics/topic-of-the-day.service";
import {
  findTopic,
  getTopicTiming,
  listPreviousTopics,
  listTopicQuips,
} from "../services/topics/topic-pages.service";

const Identifier = z.object({ identifier: z.string().min(1).max(200) });

export async function topicsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/api/topic-of-the-day", PUBLIC, () => getTodaysTopic(ctx));
  app.post(
    "/api/topic-of-the-day",
    { ...ADMIN, schema: { body: TopicInput } },
    async (request, reply) => {
      signedInMember(request);
      return reply.status(201).send(await setTodaysTopic(ctx, request.body.topic));
    },
  );
  app.get("/api/yesterdays-topic", PUBLIC, () => getYesterdaysTopic(ctx));
  app.get("/api/topic-timing", PUBLIC, () => getTopicTiming(ctx));
  app.get("/api/user-topic-quip-counts", MEMBER, (request) =>
    getTopicQuipCounts(ctx, signedInMember(request)),
  );

  app.get("/api/topics/previous", PUBLIC, () => listPreviousTopics(ctx));
  app.get(
    "/api/topics/identifier/:identifier",
    { ...PUBLIC, schema: { params: Identifier } },
    (request) => findTopic(ctx, request.params.identifier),
  );
  app.get(
    "/api/topics/identifier/:identifier/quips",
    { ...PUBLIC, schema: { params: Identifier, querystring: TopicQuipsQuery } },
    (request) => listTopicQuips(ctx, request.user, request.params.identifier, request.query.filter),
  );
  app.get(
    "/api/topics/:identifier/quips",
    { ...PUBLIC, schema: { params: Identifier, querystring: TopicQuipsQuery } },
    (request) => listTopicQuips(ctx, request.user, request.params.identifier, request.query.filter),
  );
}
