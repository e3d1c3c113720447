import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type { Draft } from "#shared/schemas/vault.ts";
import { ApiError, apiUrl, callApi, isUnauthorizedError } from "./api-client";

function answer(body: string, init: ResponseInit & { headers?: Record<string, string> }) {
  return vi.fn(async () => new Response(body, init));
}

afterEach(() => vi.unstubAllGlobals());

async function failure(request: Promise<unknown>): Promise<ApiError> {
  const caught = await request.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(caught instanceof ApiError)) throw new Error("expected an ApiError");
  return caught;
}

function initOf(mock: ReturnType<typeof vi.fn>, call: number): RequestInit {
  const args = mock.mock.calls[call] as unknown as [string, RequestInit] | undefined;
  if (!args) throw new Error(`no call ${call}`);
  return args[1];
}

const contentType = (init: RequestInit) =>
  (init.headers as Record<string, string> | undefined)?.["Content-Type"];

describe("api client", () => {
  it("throws status, code and body as the spec's 'status: body' message", async () => {
    vi.stubGlobal(
      "fetch",
      answer("You've already Quipped about this topic 3 times.", {
        status: 409,
        statusText: "Conflict",
        headers: { "Content-Type": "text/plain", "X-Error-Code": "TOPIC_LIMIT_EXCEEDED" },
      }),
    );
    const error = await failure(callApi("POST /api/quips", { body: { content: "x" } }));
    expect(error.status).toBe(409);
    expect(error.code).toBe("TOPIC_LIMIT_EXCEEDED");
    expect(error.body).toBe("You've already Quipped about this topic 3 times.");
    expect(error.message).toBe("409: You've already Quipped about this topic 3 times.");
  });

  it("falls back to the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", answer("", { status: 401, statusText: "Unauthorized" }));
    const error = await failure(callApi("GET /api/auth/user"));
    expect(error.message).toBe("401: Unauthorized");
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it("sends cookies, and JSON only when there is a body", async () => {
    const fetchMock = answer('{"ok":true}', {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
    vi.stubGlobal("fetch", fetchMock);
    expect(await callApi("GET /api/health")).toEqual({ ok: true });
    await callApi("POST /api/page-views", { body: { path: "/" } });
    await callApi("POST /api/quips/:id/like", { params: { id: "1" } });
    const [getInit, postInit, emptyInit] = [0, 1, 2].map((call) => initOf(fetchMock, call));
    expect(getInit?.credentials).toBe("include");
    expect(getInit?.body).toBeUndefined();
    expect(postInit?.body).toBe('{"path":"/"}');
    expect(postInit && contentType(postInit)).toBe("application/json");
    expect(emptyInit?.credentials).toBe("include");
    expect(emptyInit?.body).toBeUndefined();
    expect(emptyInit && contentType(emptyInit)).toBeUndefined();
  });

  it("answers undefined for an empty success (204)", async () => {
    vi.stubGlobal("fetch", answer("", { status: 200 }));
    expect(await callApi("POST /api/page-views", { body: { path: "/" } })).toBeUndefined();
  });

  it("calls the route its key names, at the address its params fill in", async () => {
    const fetchMock = answer("", { status: 200 });
    vi.stubGlobal("fetch", fetchMock);
    await callApi("DELETE /api/vault/:id", { params: { id: "a b/c" } });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe("/api/vault/a%20b%2Fc");
    expect(initOf(fetchMock, 0).method).toBe("DELETE");
  });

  it("sends what keepalive and signal ask for", async () => {
    const fetchMock = answer("", { status: 200 });
    vi.stubGlobal("fetch", fetchMock);
    const signal = new AbortController().signal;
    await callApi("POST /api/page-views", { body: { path: "/" }, keepalive: true, signal });
    expect(initOf(fetchMock, 0).keepalive).toBe(true);
    expect(initOf(fetchMock, 0).signal).toBe(signal);
  });
});

describe("apiUrl", () => {
  it("fills each :name with its encoded value", () => {
    expect(
      apiUrl("/api/quips/:id/comments/:commentId/replies", { id: "q 1", commentId: "c?2" }),
    ).toBe("/api/quips/q%201/comments/c%3F2/replies");
  });

  it("drops an optional segment left out, and keeps one given", () => {
    expect(apiUrl("/api/things/:id?")).toBe("/api/things");
    expect(apiUrl("/api/things/:id?", { id: "7" })).toBe("/api/things/7");
  });

  it("writes the query in order, leaving out what is undefined", () => {
    expect(apiUrl("/api/quips", {}, { filter: "all", page: 2, cursor: undefined, q: "a&b" })).toBe(
      "/api/quips?filter=all&page=2&q=a%26b",
    );
    expect(apiUrl("/api/quips", {}, { cursor: undefined })).toBe("/api/quips");
  });

  it("keeps a dot after a parameter, as in a feed's address", () => {
    expect(apiUrl("/feeds/members/:id.atom", { id: "m1" })).toBe("/feeds/members/m1.atom");
  });
});

describe("callApi's types", () => {
  it("take the inputs and the answer from the route table", () => {
    expectTypeOf(callApi<"GET /api/vault/:id">).returns.resolves.toEqualTypeOf<Draft>();
    expectTypeOf(callApi<"DELETE /api/vault/:id">).returns.resolves.toEqualTypeOf<void>();
    expectTypeOf(callApi<"GET /api/vault/:id">)
      .parameter(1)
      .toMatchTypeOf<{ params: { id: string } }>();
    // @ts-expect-error: a route the table does not hold
    expectTypeOf(callApi<"GET /api/nowhere">).toBeFunction();
  });
});
