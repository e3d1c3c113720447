import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, isUnauthorizedError } from "./api-client";

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
    const error = await failure(api.post("/api/quips", { content: "x" }));
    expect(error.status).toBe(409);
    expect(error.code).toBe("TOPIC_LIMIT_EXCEEDED");
    expect(error.body).toBe("You've already Quipped about this topic 3 times.");
    expect(error.message).toBe("409: You've already Quipped about this topic 3 times.");
  });

  it("falls back to the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", answer("", { status: 401, statusText: "Unauthorized" }));
    const error = await failure(api.get("/api/auth/user"));
    expect(error.message).toBe("401: Unauthorized");
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it("sends cookies, and JSON only when there is a body", async () => {
    const fetchMock = answer('{"ok":true}', {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
    vi.stubGlobal("fetch", fetchMock);
    expect(await api.get("/api/health")).toEqual({ ok: true });
    await api.post("/api/page-views", { path: "/" });
    await api.post("/api/quips/1/like");
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
    expect(await api.post("/api/page-views", { path: "/" })).toBeUndefined();
  });
});
