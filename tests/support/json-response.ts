/** A JSON answer, as the server sends one, for a component test's stand-in `fetch`. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** An answer as the server sends it: JSON, a plain-text refusal, or no body at all. */
export function answer(status: number, body?: unknown): Response {
  const isText = typeof body === "string";
  return new Response(body === undefined ? null : isText ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": isText ? "text/plain" : "application/json" },
  });
}
