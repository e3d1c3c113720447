/** Latencies of one run in milliseconds, summarised the same way for HTTP and for the SQL floor. */
export interface LatencySummary {
  requests: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
}

export function summarise(latenciesMs: number[], seconds: number): LatencySummary {
  const sorted = Float64Array.from(latenciesMs).sort();
  return {
    requests: sorted.length,
    rps: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 50),
    p97_5: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? (sorted[sorted.length - 1] as number) : 0,
  };
}

/** Nearest-rank percentile, as HdrHistogram (autocannon) reports it. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}
