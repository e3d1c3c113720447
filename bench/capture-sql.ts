import { sendOnce } from "./http-load";
import type { HttpRequest } from "./scenarios";
import type { RunningServer, SqlStatement } from "./server-process";

/** Log lines arrive on a pipe after the answer; this is ample on loopback. */
const SETTLE_MS = 100;

export interface CapturedRequest {
  request: HttpRequest;
  status: number;
  body: string;
  statements: SqlStatement[];
}

/**
 * Sends one request to a server started with LOG_LEVEL=trace and JOBS=off, with nothing else
 * in flight, and keeps the SQL statements logged between sending it and its answer settling.
 */
export async function captureRequest(
  server: RunningServer,
  request: HttpRequest,
): Promise<CapturedRequest> {
  const before = server.sqlLog.length;
  const answer = await sendOnce(server.origin, request);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const statements = server.sqlLog.slice(before);
  if (answer.status >= 300) {
    throw new Error(
      `capture: ${request.method} ${request.path} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
    );
  }
  if (statements.length === 0) {
    throw new Error(
      "capture: the server logged no SQL for a request (is the build one that logs SQL at LOG_LEVEL=trace?)",
    );
  }
  for (const statement of statements) assertParamsLogged(statement);
  return { request, status: answer.status, body: answer.text, statements };
}

/** A statement logged without the values of its placeholders can be neither replayed nor explained. */
function assertParamsLogged(statement: SqlStatement): void {
  const highest = Math.max(0, ...[...statement.sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  if (highest > statement.params.length) {
    throw new Error(
      "capture: the server logs SQL without the values of its $n placeholders " +
        "(drizzle passes them as pg query()'s second argument, which the SQL log must read)",
    );
  }
}

export async function captureAll(
  server: RunningServer,
  requests: HttpRequest[],
): Promise<CapturedRequest[]> {
  const captured: CapturedRequest[] = [];
  for (const request of requests) captured.push(await captureRequest(server, request));
  return captured;
}
