// Starts the built server with Node's options for its database (scripts/lib/server-node-options.mjs),
// and with OpenTelemetry's tracing loaded first when OTEL_EXPORTER_OTLP_ENDPOINT is set.
// The process becomes the server (execve): no launcher stays beside it holding memory, and a
// supervisor's signals reach the server itself.
import { serverNodeOptions } from "./lib/server-node-options.mjs";

process.execve(process.execPath, [
  process.execPath,
  ...serverNodeOptions(process.env),
  ...(process.env.OTEL_EXPORTER_OTLP_ENDPOINT ? ["--import", "./dist/server/tracing.js"] : []),
  "dist/server/main.js",
  ...process.argv.slice(2),
]);
