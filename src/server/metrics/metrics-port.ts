import { createServer, type Server } from "node:http";
import type { Metrics } from "./metrics";

/**
 * METRICS_PORT: /metrics alone, on loopback, without a token: for a scraper beside the process
 * (or a sidecar) that the site's own port, and its balancer, never expose.
 */
export async function listenForMetrics(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text);
      },
      () => {
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Failed");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}
