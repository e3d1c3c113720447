/** A refusal the user should read; the code picks the status, the message is shown as is. */
export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "SUSPENDED"
  | "AWAITING_APPROVAL"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  | "TOPIC_LIMIT_EXCEEDED"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "UNAVAILABLE";

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** A suspended member's action: the client refreshes the member to show the banner. */
  SUSPENDED: 403,
  /** A member still waiting for a moderator's approval (decision 0155). */
  AWAITING_APPROVAL: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  TOPIC_LIMIT_EXCEEDED: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly status: number;
  /** Sent as Retry-After with a 429 or 503. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Postgres unique_violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  if (e?.code !== "23505") return false;
  return (
    constraint === undefined ||
    e.constraint === constraint ||
    (e.message ?? "").includes(constraint)
  );
}

interface PgErrorLike {
  code?: string;
  constraint?: string;
  message?: string;
}

/** Drizzle wraps driver errors; the Postgres fields sit on the error or its cause. */
export function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const e = current as PgErrorLike & { cause?: unknown };
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/** Errors that mean the database cannot be reached right now, not that the request was bad. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = findPgError(error);
  if (e?.code && /^(08|57P0)/.test(e.code)) return true;
  const text =
    String((error as Error)?.message ?? "") +
    String((error as { cause?: Error })?.cause?.message ?? "");
  return /ECONNREFUSED|ECONNRESET|Connection terminated|timeout exceeded when trying to connect/.test(
    text,
  );
}

/** The most specific message of an error: the driver's own words rather than an ORM's wrapper. */
export function rootMessage(error: unknown): string {
  const pg = findPgError(error);
  if (pg?.message) return pg.message;
  return error instanceof Error ? error.message : String(error);
}
