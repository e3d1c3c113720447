import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { requireUser } from "../plugins/session";
import {
  getTodaysTopic,
  getTopicQuipCounts,
  getYesterdaysTopic,
} from "../services/topics/topic-of-the-day.service";

export async function topicsRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  app.get("/api/topic-of-the-day", () => getTodaysTopic(ctx));
  app.get("/api/yesterdays-topic", () => getYesterdaysTopic(ctx));
  app.get("/api/user-topic-quip-counts", (request) =>
    getTopicQuipCounts(ctx, requireUser(request)),
  );
}
