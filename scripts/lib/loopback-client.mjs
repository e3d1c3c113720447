import http from "node:http";

/**
 * A client of its own loopback address (127.x.y.z), with its own kept-alive connections:
 * behind the balancer each one counts as a different visitor for the per-address limits.
 */
export function loopbackClient(base, address) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
  return {
    address,
    /** One request; resolves with its status, headers, body and time, or the network error. */
    request(method, path, { headers = {}, body } = {}) {
      const started = performance.now();
      return new Promise((resolve) => {
        const req = http.request(`${base}${path}`, { method, agent, headers }, (response) => {
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          );
          response.on("error", (error) =>
            resolve({ status: 0, error: error.message, ms: performance.now() - started }),
          );
        });
        req.setTimeout(30_000, () => req.destroy(new Error("no answer in 30 s")));
        req.on("error", (error) =>
          resolve({ status: 0, error: error.message, ms: performance.now() - started }),
        );
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** A request body as JSON, with its content type. */
export function json(value) {
  return { headers: { "content-type": "application/json" }, body: JSON.stringify(value) };
}
