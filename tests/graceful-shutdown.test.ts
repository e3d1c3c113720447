import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeGracefully } from "#server/shutdown.ts";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Stopping behind a balancer: the health check fails first while everything else is still
 * served, then the process stops listening and the requests in flight get their answers.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listening(): Promise<{ t: TestApp; base: string; port: number }> {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, base: `http://127.0.0.1:${port}`, port };
}

/** One answer over a kept-alive connection, and whether the server closed that connection. */
function get(
  agent: http.Agent,
  url: string,
): Promise<{ status: number; body: string; connection: string | undefined; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => {
        // The socket's end follows the answer's at once when the server closes it.
        setTimeout(() => {
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: response.headers.connection,
            closed: request.socket?.destroyed ?? true,
          });
        }, 50);
      });
    });
    request.on("error", reject);
  });
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sign-up whose body is still arriving: the server holds it as a request in flight. */
async function signUpInFlight(base: string, agent: http.Agent) {
  const body = JSON.stringify({
    username: `inflight${process.pid}`,
    email: `inflight${process.pid}@example.com`,
    password: "correct horse battery",
  });
  const request = http.request(`${base}/api/auth/register`, {
    method: "POST",
    agent,
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      // The server's "100 Continue" says the request has reached its handler.
      expect: "100-continue",
    },
  });
  const answered = new Promise<{ status: number; connection: string | undefined }>(
    (resolve, reject) => {
      request.on("response", (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      });
      request.on("error", reject);
    },
  );
  const received = new Promise((resolve) => request.once("continue", resolve));
  request.flushHeaders();
  await received;
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

describe("a stopping process", () => {
  it("fails its health check while draining, and serves everything else with Connection: close", async () => {
    const { t, base } = await listening();
    const agent = new http.Agent({ keepAlive: true });
    const before = await get(agent, `${base}/api/health`);
    expect(before).toMatchObject({ status: 200, connection: "keep-alive", closed: false });

    const stopping = closeGracefully(t.app, { drainMs: 60_000, graceMs: 5_000 });
    const health = await get(agent, `${base}/api/health`);
    expect(health.status).toBe(503);
    expect(health.body).toBe("This server is shutting down; other servers take its requests.");
    expect(health.connection).toBe("close");
    expect(health.closed).toBe(true);

    const feed = await get(agent, `${base}/api/quips?filter=new`);
    expect(feed).toMatchObject({ status: 200, connection: "close", closed: true });
    const missing = await get(agent, `${base}/api/no-such-thing`);
    expect(missing).toMatchObject({ status: 404, connection: "close" });

    stopping.hurry();
    await stopping.closed;
    expect(await refusesConnections(Number(new URL(base).port))).toBe(true);
    agent.destroy();
  });

  it("answers a request in flight after it stops taking connections, then closes", async () => {
    const { base, port, t } = await listening();
    const agent = new http.Agent({ keepAlive: true });
    const signUp = await signUpInFlight(base, agent);

    const stopping = closeGracefully(t.app, { drainMs: 200, graceMs: 10_000 });
    let closed = false;
    void stopping.closed.then(() => {
      closed = true;
    });
    while (!(await refusesConnections(port))) await sleep(50);
    expect(closed).toBe(false);

    signUp.finish();
    expect(await signUp.answered).toEqual({ status: 201, connection: "close" });
    await stopping.closed;
    agent.destroy();
  });

  it("cuts a request that outlasts the grace period instead of waiting for it", async () => {
    const { base, t } = await listening();
    const agent = new http.Agent({ keepAlive: true });
    const stalled = await signUpInFlight(base, agent);
    const cut = stalled.answered.then(
      () => "answered",
      () => "cut",
    );

    const started = performance.now();
    const stopping = closeGracefully(t.app, { drainMs: 0, graceMs: 300 });
    await stopping.closed;
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await cut).toBe("cut");
    agent.destroy();
  });
});
