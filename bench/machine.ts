import os from "node:os";
import type pg from "pg";

export interface MachineFacts {
  cpuModel: string;
  cpuCount: number;
  totalMemoryMb: number;
  loadAverageAtStart: number[];
  /** Filled in when the run ends. */
  loadAverageAtEnd: number[] | null;
  os: string;
  node: string;
  postgres: string;
  date: string;
}

export async function machineFacts(client: pg.ClientBase): Promise<MachineFacts> {
  const version = await client.query<{ server_version: string }>("show server_version");
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? "unknown",
    cpuCount: cpus.length,
    totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
    // Others may share the machine: a busy start explains a slow run.
    loadAverageAtStart: loadAverage(),
    loadAverageAtEnd: null,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres: version.rows[0]?.server_version ?? "unknown",
    date: new Date().toISOString(),
  };
}

export function loadAverage(): number[] {
  return os.loadavg().map((n) => Math.round(n * 100) / 100);
}
