import parsePrometheusTextFormat from "parse-prometheus-text-format";

/** A scrape as Prometheus would read it, parsed by a reader of the text format of its own. */
export interface Scrape {
  /** Every family's name. */
  names: string[];
  /**
   * A counter's or gauge's value, or a histogram's count, for the sample whose labels include
   * `labels`; 0 when there is none yet (a series appears on its first change).
   */
  value(name: string, labels?: Record<string, string>): number;
  /** Every label value of every sample. */
  labelValues(): string[];
}

export function readScrape(text: string): Scrape {
  const families = parsePrometheusTextFormat(text);
  return {
    names: families.map((family) => family.name),
    value(name, labels = {}) {
      const family = families.find((f) => f.name === name);
      // The reader keeps a histogram's labels only when it has none: its count is read from the
      // `_count` samples themselves.
      if (family?.type === "HISTOGRAM") return histogramCount(text, name, labels);
      const sample = family?.metrics.find((m) =>
        Object.entries(labels).every(([key, value]) => m.labels?.[key] === value),
      );
      if (!sample) return 0;
      return Number(sample.value ?? sample.count);
    },
    labelValues: () =>
      families.flatMap((family) => family.metrics.flatMap((m) => Object.values(m.labels ?? {}))),
  };
}

/** The sum of the `_count` samples of a histogram whose labels include `labels`. */
function histogramCount(text: string, name: string, labels: Record<string, string>): number {
  let total = 0;
  for (const line of text.split("\n")) {
    const sample = /^(\w+)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (sample?.[1] !== `${name}_count`) continue;
    const given = Object.fromEntries(
      [...(sample[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) {
      total += Number(sample[3]);
    }
  }
  return total;
}
