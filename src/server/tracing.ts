/**
 * OpenTelemetry tracing, loaded before the server (`node --import`, scripts/serve.mjs) when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: a span for each request (its route's pattern, status),
 * the statements it sent PostgreSQL, and the HTTP calls it made (push services, the text
 * generator), exported over OTLP/HTTP. The SDK reads the standard OTEL_* settings
 * (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER…).
 *
 * The instrumentations patch modules as `require` loads them. The server imports Fastify and
 * pg as ES modules, which Node takes from require's cache when they are there: so they are
 * required here, patched, before the server's first import of them.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { FastifyInstrumentation } from "@opentelemetry/instrumentation-fastify";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { NodeSDK } from "@opentelemetry/sdk-node";

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // Fastify's instrumentation wraps the module's function, which an ES import gets only
  // through the import hook of the instrumentation's own copy of import-in-the-middle.
  const fastifyInstrumentation = createRequire(
    createRequire(import.meta.url).resolve("@opentelemetry/instrumentation-fastify"),
  );
  const hooks = await import(
    pathToFileURL(fastifyInstrumentation.resolve("import-in-the-middle/register-hooks.mjs")).href
  );
  hooks.register({ include: ["fastify"] });
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? "quip",
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // The balancer's checks, every two seconds, would bury the requests.
        ignoreIncomingRequestHook: (request) => request.url === "/api/health",
        // The address as sent may hold a reset token or a search a member typed: a span keeps
        // its path alone, and Fastify's span the route's pattern.
        requestHook: (span, request) => {
          if (!("headers" in request) || "setHeader" in request) return;
          const path = (request.url ?? "").split("?")[0] ?? "";
          span.setAttribute("http.target", path);
          span.setAttribute("http.url", path);
          span.setAttribute("url.query", "");
        },
      }),
      new FastifyInstrumentation(),
      // Statements without their values, which may be anything a member sent.
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
  const require = createRequire(import.meta.url);
  require("pg");
}
