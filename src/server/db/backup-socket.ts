import { rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * How `npm run backup` reaches a running server on the embedded database: the database lives
 * inside the server's process, and the data directory's lock keeps every other process out,
 * so the server writes the backup itself. The socket is a file in the data directory, readable
 * and writable by its owner only: whoever can reach it could read the database's files anyway.
 */
export const BACKUP_SOCKET = "backup.sock";

/** A request is one short line naming a folder; anything longer is not one of ours. */
const MAX_REQUEST_CHARS = 8192;

interface BackupAnswer {
  ok: boolean;
  error?: string;
}

export interface BackupListener {
  /** Stops taking requests, waits for those in progress, and removes the socket file. */
  close(): Promise<void>;
}

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, BACKUP_SOCKET);
}

/**
 * Answers each connection's one request, `{"backUpTo": "<absolute folder>"}` on a line, with
 * one line, `{"ok": true}` once the folder is written, or `{"ok": false, "error": "…"}`.
 * Call it while holding the data directory's lock: a socket file found there was left by a
 * server that was killed, and is replaced.
 */
export async function listenForBackups(
  dataDir: string,
  backUp: (folder: string) => Promise<void>,
): Promise<BackupListener> {
  const file = backupSocketPath(dataDir);
  rmSync(file, { force: true });
  const server = net.createServer((socket) => answerOne(socket, backUp));
  const listening = new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  // The socket is made (bound) inside listen(): under this mask it never exists with a mode
  // that would let another user connect, not even for an instant.
  const umask = process.umask(0o177);
  try {
    server.listen(file);
  } finally {
    process.umask(umask);
  }
  await listening;
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answerOne(socket: net.Socket, backUp: (folder: string) => Promise<void>): void {
  let received = "";
  const reply = (answer: BackupAnswer) => socket.end(`${JSON.stringify(answer)}\n`);
  // A client that goes away mid-backup is no error of the server's: the backup still completes.
  socket.on("error", () => {});
  socket.setEncoding("utf8");
  const onData = (chunk: string) => {
    received += chunk;
    const end = received.indexOf("\n");
    if (end < 0 && received.length <= MAX_REQUEST_CHARS) return;
    socket.off("data", onData);
    const folder = end < 0 ? undefined : folderOf(received.slice(0, end));
    if (!folder) {
      reply({ ok: false, error: 'Expected one line: {"backUpTo": "<absolute folder>"}.' });
      return;
    }
    backUp(folder).then(
      () => reply({ ok: true }),
      (error: unknown) =>
        reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  };
  socket.on("data", onData);
}

function folderOf(line: string): string | undefined {
  try {
    const folder = (JSON.parse(line) as { backUpTo?: unknown }).backUpTo;
    return typeof folder === "string" && path.isAbsolute(folder) ? folder : undefined;
  } catch {
    return undefined;
  }
}

/** Connecting failed: nothing listens there, so the lock's holder is no running server. */
export class NoBackupListenerError extends Error {}

/** Asks the server holding `dataDir` to write a backup to `folder`; resolves once written. */
export function askServerForBackup(dataDir: string, folder: string): Promise<void> {
  const file = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    let answer = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify({ backUpTo: folder })}\n`);
    });
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (connected) reject(new Error(`The connection to the server broke: ${error.message}`));
      else reject(new NoBackupListenerError(`Nothing answers on ${file} (${error.code}).`));
    });
    socket.on("end", () => {
      let parsed: BackupAnswer;
      try {
        parsed = JSON.parse(answer) as BackupAnswer;
      } catch {
        reject(new Error("The server stopped before the backup was written."));
        return;
      }
      if (parsed.ok) resolve();
      else reject(new Error(parsed.error ?? "The server could not write the backup."));
    });
  });
}
