/** A JSON answer, as the server sends one, for a component test's stand-in `fetch`. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
