import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";

const running = new Set<ChildProcess>();

/**
 * Each child leads its own process group, so `npm run seed` (npm → tsx → node) goes down as a
 * whole: killing npm alone would leave its grandchildren writing to the database.
 */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function killAllChildren(signal: NodeJS.Signals = "SIGKILL"): void {
  for (const child of running) killGroup(child, signal);
}

/** A benchmark interrupted or crashed must not leave servers holding ports and connections. */
export function killChildrenOnExit(): void {
  process.on("exit", () => killAllChildren());
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the servers and seeds this run started.`);
      killAllChildren();
      process.exit(130);
    });
  }
}

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Keep standard output and resolve with it, instead of passing it through. */
  captureStdout?: boolean;
}

/** Runs a command to its end, passing its output through; rejects on a non-zero exit. */
export function runToEnd(command: string, args: string[], options: RunOptions): Promise<string> {
  const { cwd, env, timeoutMs, captureStdout = false } = options;
  return new Promise((resolve, reject) => {
    const child = spawnTracked(command, args, {
      cwd,
      env,
      stdio: ["ignore", captureStdout ? "pipe" : "inherit", "inherit"],
    });
    let stdout = "";
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (chunk: string) => {
      stdout += chunk;
    });
    const timer = setTimeout(() => {
      killGroup(child, "SIGKILL");
      reject(new Error(`${command} ${args.join(" ")} did not finish in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(" ")} ended with ${signal ?? `code ${code}`}`));
    });
  });
}
