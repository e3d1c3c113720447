/**
 * The one way the client talks to the API: a small typed `fetch` wrapper. It sends cookies,
 * sends JSON only when there is a body, and turns any non-OK answer into an `ApiError` whose
 * message is the spec's "status: body". It shows no UI: toasts and redirects belong to hooks.
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

export type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (analytics sent while navigating away). */
  keepalive?: boolean;
};

async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
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

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", url, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>("POST", url, { ...options, body }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>("PUT", url, { ...options, body }),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>("PATCH", url, { ...options, body }),
  delete: <T>(url: string, options?: RequestOptions) => request<T>("DELETE", url, options),
};
