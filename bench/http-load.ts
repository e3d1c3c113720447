import http from "node:http";
import autocannon, { type AutocannonRequest } from "autocannon";
import { type LatencySummary, summarise } from "./latency-stats";
import { loadAverage } from "./machine";
import { watchNeighbours } from "./neighbours";
import { peakMb, type RssPeak, sampleRss } from "./rss-sampler";
import type { HttpRequest, Scenario } from "./scenarios";
import type { RunningServer } from "./server-process";

export interface LoadOptions {
  connections: number;
  durationS: number;
}

export interface HttpResult extends LatencySummary {
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  rss: RssPeak;
  peakRssMb: number;
  /** A 2xx answer's mean size as read off the socket, status line and headers included. */
  answerBytes: number;
  /**
   * The 1-minute load average as the run began and as it ended, and the cores other processes
   * used meanwhile (neighbours.ts); of pooled runs, the highest.
   */
  load: { start: number; end: number; neighbours: number };
}

/** Bounds the latencies kept in memory whatever the rate (about 40 MB at the cap). */
const MAX_SAMPLES = 5_000_000;
const REQUEST_TIMEOUT_S = 10;

/** `keep`, when given, receives every 2xx latency of the run, in milliseconds. */
export async function runHttpLoad(
  server: RunningServer,
  scenario: Scenario,
  options: LoadOptions,
  keep?: number[],
): Promise<HttpResult> {
  const requests: AutocannonRequest[] =
    scenario.kind === "read"
      ? scenario.requests.map(toAutocannon)
      : [{ setupRequest: (base) => ({ ...base, ...toAutocannon(scenario.next()) }) }];
  const latencies: number[] = [];
  let okBytes = 0;
  let okAnswers = 0;
  const loadAtStart = loadAverage()[0] ?? 0;
  const neighbours = watchNeighbours();
  const rss = sampleRss(server.pid);
  const instance = autocannon({
    url: server.origin,
    connections: options.connections,
    duration: options.durationS,
    pipelining: 1,
    timeout: REQUEST_TIMEOUT_S,
    requests,
  });
  // autocannon's own histogram keeps whole milliseconds; these keep the fraction, as the floor does.
  instance.on("response", (_client: unknown, status: number, bytes: number, ms: number) => {
    if (status < 200 || status >= 300) return;
    okBytes += bytes;
    okAnswers++;
    if (latencies.length < MAX_SAMPLES) latencies.push(ms);
  });
  const result = await instance;
  const peak = rss.stop();
  if (keep) for (const ms of latencies) keep.push(ms);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats)) statusCodes[code] = stat.count;
  return {
    ...summarise(latencies, result.duration),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    rss: peak,
    peakRssMb: peakMb(peak),
    answerBytes: okAnswers > 0 ? okBytes / okAnswers : 0,
    load: { start: loadAtStart, end: loadAverage()[0] ?? 0, neighbours: neighbours() },
  };
}

/** Runs taken in turns, read as one: their latencies together, their failures added up. */
export function pooledResult(runs: HttpResult[], latencies: number[], seconds: number): HttpResult {
  const statusCodes: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, count] of Object.entries(run.statusCodes)) {
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
  }
  const sum = (field: "non2xx" | "errors" | "timeouts") =>
    runs.reduce((total, run) => total + run[field], 0);
  const highest = runs.reduce((top, run) => (run.peakRssMb > top.peakRssMb ? run : top));
  const answers = runs.reduce((total, run) => total + run.requests, 0);
  const bytes = runs.reduce((total, run) => total + run.answerBytes * run.requests, 0);
  return {
    ...summarise(latencies, seconds),
    non2xx: sum("non2xx"),
    errors: sum("errors"),
    timeouts: sum("timeouts"),
    statusCodes,
    rss: highest.rss,
    peakRssMb: highest.peakRssMb,
    answerBytes: answers > 0 ? bytes / answers : 0,
    load: {
      start: Math.max(...runs.map((run) => run.load.start)),
      end: Math.max(...runs.map((run) => run.load.end)),
      neighbours: Math.max(...runs.map((run) => run.load.neighbours)),
    },
  };
}

function headersOf(request: HttpRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (request.cookie) headers.cookie = request.cookie;
  if (request.body !== undefined) headers["content-type"] = "application/json";
  if (request.acceptEncoding) headers["accept-encoding"] = request.acceptEncoding;
  return headers;
}

function toAutocannon(request: HttpRequest): AutocannonRequest {
  return {
    method: request.method,
    path: request.path,
    headers: headersOf(request),
    ...(request.body !== undefined ? { body: request.body } : {}),
  };
}

/** Sends one request outside any load run, as the capture phase and the checks need. */
export async function sendOnce(origin: string, request: HttpRequest) {
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: headersOf(request),
    body: request.body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

export interface AnswerOnWire {
  status: number;
  /** The answer's content-encoding, "identity" when it has none. */
  encoding: string;
  /** The body as sent, before any decoding: fetch would hand back the decoded one. */
  bodyBytes: number;
}

/** Sends one GET and counts its body's bytes as they came over the socket. */
export function answerOnWire(origin: string, request: HttpRequest): Promise<AnswerOnWire> {
  return new Promise((resolve, reject) => {
    const sent = http.get(`${origin}${request.path}`, { headers: headersOf(request) }, (answer) => {
      let bodyBytes = 0;
      answer.on("data", (chunk: Buffer) => {
        bodyBytes += chunk.length;
      });
      answer.on("error", reject);
      answer.on("end", () =>
        resolve({
          status: answer.statusCode ?? 0,
          encoding: answer.headers["content-encoding"] ?? "identity",
          bodyBytes,
        }),
      );
    });
    sent.on("error", reject);
  });
}
