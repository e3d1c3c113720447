import { readFileSync } from "node:fs";
import { type LoadOptions, runHttpLoad } from "./http-load";
import { type LargeDatasetPlan, warmUp } from "./large-phase";
import { summarise } from "./latency-stats";
import { mixedScenario } from "./scenarios";
import { type RunningServer, startServer } from "./server-process";
import type { MemberSession } from "./sessions";
import { type OpenStream, openStream } from "./sse-client";

export const IDLE_STREAMS = 2_000;
/** Longer than the heartbeat interval (25 s), so one round of heartbeats is in the figure. */
const REST_S = 30;
const REST_WITHOUT_STREAMS_S = 10;
const OPENING_AT_ONCE = 50;
const PROBE_GAP_MS = 100;
const EVENT_TIMEOUT_MS = 5_000;
/** Linux's clock ticks per second for /proc/<pid>/stat times (USER_HZ). */
const TICKS_PER_S = 100;

export interface LiveRecord {
  idle: {
    streams: number;
    rssBeforeMb: number;
    rssAfterMb: number;
    kbPerStream: number;
    /** CPU time the server used per second of wall time while nothing happened. */
    cpuMsPerSWithout: number;
    cpuMsPerSWith: number;
    restS: number;
  };
  /** From sending a like to the `counts` event carrying its count, during the mixed run. */
  actionToEvent: {
    probes: number;
    missed: number;
    p50: number;
    p99: number;
    max: number;
    mixedRps: number;
  };
}

/**
 * The live stream's costs on the large dataset, on a server of its own: memory and CPU at rest
 * with IDLE_STREAMS open streams, then the time from a like to its event on a member's stream
 * while the mixed load runs. The probe's likes come in pairs, so it leaves nothing behind.
 */
export async function measureLive(
  url: string,
  plan: LargeDatasetPlan,
  load: LoadOptions,
  sessionSecret: string,
): Promise<LiveRecord> {
  const server = await startServer({
    label: "live",
    database: { url },
    logLevel: "warn",
    sessionSecret,
  });
  try {
    // Warmed like the measuring server: a cold one would put its first compilations in the figures.
    await warmUp(server, plan.reads, load);
    const idle = await measureIdle(server);
    const probe = startProbe(
      server.origin,
      plan.sessions[0] as MemberSession,
      plan.fixtures.popularQuipIds[0] as string,
    );
    const mixed = await runHttpLoad(
      server,
      mixedScenario(
        plan.reads.filter((r) => !r.name.startsWith("health")),
        [plan.like, plan.post, plan.comment],
      ),
      load,
    );
    return { idle, actionToEvent: { ...(await probe.stop()), mixedRps: mixed.rps } };
  } finally {
    await server.stop();
  }
}

async function measureIdle(server: RunningServer): Promise<LiveRecord["idle"]> {
  const cpuWithout = await cpuMsPerS(server.pid, REST_WITHOUT_STREAMS_S);
  const rssBeforeKb = rssKb(server.pid);
  const streams: OpenStream[] = [];
  try {
    while (streams.length < IDLE_STREAMS) {
      const batch = Math.min(OPENING_AT_ONCE, IDLE_STREAMS - streams.length);
      streams.push(
        ...(await Promise.all(Array.from({ length: batch }, () => openStream(server.origin)))),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rssAfterKb = rssKb(server.pid);
    const cpuWith = await cpuMsPerS(server.pid, REST_S);
    return {
      streams: streams.length,
      rssBeforeMb: rssBeforeKb / 1024,
      rssAfterMb: rssAfterKb / 1024,
      kbPerStream: (rssAfterKb - rssBeforeKb) / streams.length,
      cpuMsPerSWithout: cpuWithout,
      cpuMsPerSWith: cpuWith,
      restS: REST_S,
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}

function startProbe(origin: string, member: MemberSession, quipId: string) {
  let running = true;
  const latencies: number[] = [];
  let missed = 0;
  const done = (async () => {
    const stream = await openStream(origin, member.cookie);
    const watch = await post(origin, member, `/api/stream/${stream.streamId}/watch`, { quipId });
    if (watch.status !== 204) throw new Error(`watch answered ${watch.status}`);
    let toggles = 0;
    try {
      while (running || toggles % 2 === 1) {
        const sentAt = performance.now();
        const answer = await post(origin, member, `/api/quips/${quipId}/like`);
        toggles += 1;
        const { likesCount } = answer.body as { likesCount: number };
        try {
          const event = await stream.next(
            (e) =>
              e.type === "counts" &&
              (e.data as { quipId: string; likesCount: number }).quipId === quipId &&
              (e.data as { likesCount: number }).likesCount === likesCount,
            EVENT_TIMEOUT_MS,
          );
          latencies.push(event.at - sentAt);
        } catch {
          missed += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
      }
    } finally {
      stream.close();
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const stats = summarise(latencies, 0);
      return {
        probes: latencies.length + missed,
        missed,
        p50: stats.p50,
        p99: stats.p99,
        max: stats.max,
      };
    },
  };
}

async function post(origin: string, member: MemberSession, path: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: {
      cookie: member.cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

function rssKb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return match ? Number(match[1]) : 0;
}

async function cpuMsPerS(pid: number, seconds: number): Promise<number> {
  const before = cpuTicks(pid);
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const elapsedS = (performance.now() - started) / 1000;
  return (((cpuTicks(pid) - before) / TICKS_PER_S) * 1000) / elapsedS;
}

/** utime + stime, fields 14 and 15 of /proc/<pid>/stat, counted after the command's name. */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}
