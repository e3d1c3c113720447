import { trace } from "@opentelemetry/api";

/**
 * Sends the spans still queued for export, before the process exits: without it a stop loses
 * its last seconds of traces. Nothing to do when tracing is off (src/server/tracing.ts).
 */
export async function flushTraces(): Promise<void> {
  const provider = trace.getTracerProvider() as { getDelegate?: () => unknown };
  const sdk = (provider.getDelegate?.() ?? provider) as { forceFlush?: () => Promise<void> };
  await sdk.forceFlush?.().catch(() => {});
}
