import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { withIsoTimes } from "#server/lib/iso-times.ts";
import { ADMIN, MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
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
import { ModeratorTopicQuip } from "#shared/schemas/topics.ts";

export async function topicsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/topic-of-the-day", PUBLIC, () => getTodaysTopic(ctx));
  route(app, "POST /api/topic-of-the-day", ADMIN, async (request, reply) => {
    const topic = await setTodaysTopic(ctx, request.body.topic, signedInMember(request));
    return reply.status(201).send(withIsoTimes(topic));
  });
  route(app, "GET /api/yesterdays-topic", PUBLIC, () => getYesterdaysTopic(ctx));
  route(app, "GET /api/topic-timing", PUBLIC, () => getTopicTiming(ctx));
  route(app, "GET /api/user-topic-quip-counts", MEMBER, (request) =>
    getTopicQuipCounts(ctx, signedInMember(request)),
  );

  route(app, "GET /api/topics/previous", PUBLIC, (request) =>
    readOnReplica(ctx, request, listPreviousTopics),
  );
  route(app, "GET /api/topics/identifier/:identifier", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) => findTopic(reads, request.params.identifier)),
  );
  const topicQuips = { ...PUBLIC, ...moderatorsSee(ctx, z.array(ModeratorTopicQuip)) };
  for (const key of [
    "GET /api/topics/identifier/:identifier/quips",
    "GET /api/topics/:identifier/quips",
  ] as const) {
    route(app, key, topicQuips, (request) =>
      readOnReplica(ctx, request, (reads) =>
        listTopicQuips(reads, request.user, request.params.identifier, request.query.filter),
      ),
    );
  }
}
