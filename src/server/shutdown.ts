import type { FastifyInstance } from "fastify";

export interface ShutdownTimings {
  /** How long the health check fails, everything else still served, before listening stops. */
  drainMs: number;
  /** Then how long requests in flight may take before their connections are cut. */
  graceMs: number;
}

export interface GracefulClose {
  /** Resolves once the app is closed: streams ended, requests answered or cut, hooks run. */
  closed: Promise<void>;
  /** Ends the drain at once (a second signal from an operator who will not wait). */
  hurry(): void;
}

/**
 * Stops a process behind a balancer without failing a request. First it drains: the health
 * check answers 503 while every other request is served and its connection closed after the
 * answer, long enough for the balancer's checks to take the process out. Then it closes:
 * new connections are refused, live streams end (their browsers reconnect to another process),
 * and requests in flight finish, for at most `graceMs`.
 */
export function closeGracefully(app: FastifyInstance, timings: ShutdownTimings): GracefulClose {
  let hurry = () => {};
  const drained = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timings.drainMs);
    hurry = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  app.draining.begin();
  const closed = (async () => {
    await drained;
    // Node's server.close() ends only the keep-alive connections idle at that moment: one whose
    // request is still in flight stays open after its answer and would hold the exit for
    // Fastify's 72 s keep-alive timeout. Closing idle connections until the server is closed
    // ends each one as soon as its answer is sent.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    // A request that outlasts the bound (a stalled upload) must not hold the exit for ever.
    const cut = setTimeout(() => app.server.closeAllConnections(), timings.graceMs);
    try {
      await app.close();
    } finally {
      clearInterval(reaper);
      clearTimeout(cut);
    }
  })();
  return { closed, hurry: () => hurry() };
}
