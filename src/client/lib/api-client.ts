import type { z } from "zod";
import type { ApiKey, ApiRoutes } from "#shared/api/index.ts";

/**
 * The one way the client talks to the API: `callApi(key, …)` with a key of the shared route
 * table ("GET /api/vault/:id"), which gives its inputs' and answer's types. Only the table's
 * type is imported: the schemas stay on the server, out of the page's JavaScript. It sends
 * cookies, sends JSON only when there is a body, and turns any non-OK answer into an
 * `ApiError` whose message is the spec's "status: body". It shows no UI: toasts and redirects
 * belong to hooks.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly statusText: string;
  /** The `X-Error-Code` header, e.g. TOPIC_LIMIT_EXCEEDED. */
  readonly code: string | undefined;
  /** The response body: the user-facing message the server wrote. */
  readonly body: string;

  constructor(init: {
    status: number;
    statusText: string;
    body: string;
    code?: string | undefined;
    message?: string;
  }) {
    super(init.message ?? `${init.status}: ${init.body || init.statusText}`);
    this.status = init.status;
    this.statusText = init.statusText;
    this.code = init.code;
    this.body = init.body;
  }
}

/** The spec's test for a signed-out failure: status 401. */
export function isUnauthorizedError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (analytics sent while navigating away). */
  keepalive?: boolean;
};

async function request<T>(method: string, url: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const init: RequestInit = { method, credentials: "include", headers };
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;

  const response = await fetch(url, init);
  const text = await response.text().catch(() => "");
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      body: text,
      code: response.headers.get("X-Error-Code") ?? undefined,
    });
  }
  if (!text) return undefined as T;
  const isJson = response.headers.get("Content-Type")?.includes("json") ?? false;
  return (isJson ? JSON.parse(text) : text) as T;
}

type Entry<K extends ApiKey> = ApiRoutes[K];
type Input<K extends ApiKey, Part extends string> =
  Entry<K> extends { readonly [P in Part]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** A query's values as a URL carries them: numbers the server coerces may be given as numbers. */
type QueryOf<T> = {
  [Name in keyof T]?: unknown extends T[Name] ? string | number | boolean : T[Name];
};
type Query<K extends ApiKey> =
  Input<K, "querystring"> extends undefined ? undefined : QueryOf<Input<K, "querystring">>;

/** A part the route declares is required unless every field of it may be left out. */
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [N in Name]?: never }
  : object extends T
    ? { [N in Name]?: T }
    : { [N in Name]: T };

export type ApiCallOptions<K extends ApiKey> = Part<"params", Input<K, "params">> &
  Part<"query", Query<K>> &
  Part<"body", Input<K, "body">> &
  Omit<RequestOptions, "body">;

type Json<S> = S extends z.ZodType ? z.output<S> : unknown;
type SuccessStatus = 200 | 201 | 202 | 203 | 204;
/** What the route answers on success: its 2xx answers' schemas (void for 204). */
export type ApiAnswer<K extends ApiKey> =
  Entry<K> extends { readonly response: infer R }
    ? { [Status in keyof R & SuccessStatus]: Json<R[Status]> }[keyof R & SuccessStatus]
    : unknown;

type Args<K extends ApiKey> =
  object extends ApiCallOptions<K> ? [options?: ApiCallOptions<K>] : [options: ApiCallOptions<K>];

/**
 * Calls the route the shared table holds under `key`: `:name` segments are filled from
 * `params` (an optional `:name?` left out drops its segment), `query` becomes the query string
 * (undefined values left out), `body` is sent as JSON.
 */
export function callApi<K extends ApiKey>(key: K, ...[options]: Args<K>): Promise<ApiAnswer<K>> {
  const { params, query, ...rest } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  } & RequestOptions;
  const space = key.indexOf(" ");
  return request(key.slice(0, space), apiUrl(key.slice(space + 1), params, query), rest);
}

/** The address of a route's path with its parameters and query filled in. */
export function apiUrl(
  path: string,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const filled = path.replace(/\/:([A-Za-z0-9_]+)\??/g, (_segment, name: string) => {
    const value = params[name];
    return value === undefined ? "" : `/${encodeURIComponent(String(value))}`;
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
