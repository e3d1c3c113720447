import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { withIsoTimes } from "#server/lib/iso-times.ts";
import { ADMIN, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
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
import { TOPIC_MSG } from "#shared/schemas/topics.admin.ts";

/** The administrators' topic tools: change time, the 14-day schedule, generation. */
export async function topicsAdminRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  route(app, "PUT /api/admin/topic-timing", ADMIN, async (request) => {
    const [hour, minute] = request.body.time.split(":").map(Number) as [number, number];
    await setTopicChangeTime(ctx, { hour, minute }, signedInMember(request));
    return { message: TOPIC_MSG.timeSaved(request.body.time) };
  });

  route(app, "GET /api/admin/scheduled-topics", ADMIN, async () =>
    (await listScheduledTopics(ctx)).map(withIsoTimes),
  );

  route(app, "PUT /api/admin/scheduled-topics/:id", ADMIN, async (request) =>
    withIsoTimes(
      await updateScheduledTopic(
        ctx,
        request.params.id,
        request.body.topic,
        signedInMember(request),
      ),
    ),
  );

  route(app, "DELETE /api/admin/scheduled-topics/:id", ADMIN, async (request, reply) => {
    await deleteScheduledTopic(ctx, request.params.id, signedInMember(request));
    return reply.status(204).send();
  });

  route(app, "POST /api/admin/generate-topics", ADMIN, (request) =>
    generateScheduledTopics(ctx, ctx.generator, signedInMember(request)),
  );

  route(app, "POST /api/admin/refresh-next-day-topic", ADMIN, async (request) => {
    const topic = await refreshNextDayTopic(ctx, ctx.generator, signedInMember(request));
    return { message: `Next day's topic is now "${topic.topic}"`, topic: withIsoTimes(topic) };
  });

  route(app, "POST /api/admin/refresh-selected-topics", ADMIN, async (request) => {
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
  });

  route(app, "POST /api/admin/check-duplicate", ADMIN, (request) =>
    checkDuplicate(ctx, request.body.topic),
  );
}
