import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Set once the process is stopping: the balancer is to take it out (shutdown.ts). */
    draining: Draining;
  }
}

export interface Draining {
  readonly active: boolean;
  begin(): void;
}

/**
 * While draining, every answer closes its connection: a balancer's kept-alive connection
 * would otherwise carry its next request here after the process stops listening, and that
 * request would be refused. The next one opens a new connection, which the balancer gives to
 * a process still in service once the failing health check has taken this one out.
 */
export const drainingPlugin = fp(
  async (app: FastifyInstance) => {
    let active = false;
    app.decorate("draining", {
      get active() {
        return active;
      },
      begin() {
        active = true;
      },
    });
    app.addHook("onSend", async (_request, reply) => {
      if (active) reply.header("connection", "close");
    });
  },
  { name: "quip-draining" },
);
