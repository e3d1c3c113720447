import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { writeBuiltClient } from "./support/built-client";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Routes that answer without a response schema, each with its reason. Everything else declares
 * what it answers, so the serializer sends only the fields its schema names.
 */
const WITHOUT_SCHEMA: Record<string, string> = {
  "GET /*": "the built client's pages and files, streamed from disk with their own type",
  "GET /index.html": "a file of the built client, served as it is",
  "GET /assets/app.js": "a file of the built client, served as it is",
};

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let client: ReturnType<typeof writeBuiltClient>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  // A built client, so its file routes are registered too, as in production.
  client = writeBuiltClient({ "assets/app.js": "" });
  app = await buildApp(t.ctx, { clientDir: client.dir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  client?.remove();
});

/** Routes that declare no response schema for a 2xx or 3xx answer. */
function undeclared(routes: typeof app.routeList): string[] {
  return routes
    .filter((route) => !route.answers.some((code) => /^[23]/.test(code)))
    .map((route) => `${route.method} ${route.url}`)
    .sort();
}

describe("response schemas", () => {
  it("are declared by every route of the API, non-JSON answers by their media type", () => {
    expect(t.app.routeList.length).toBeGreaterThan(0);
    expect(undeclared(t.app.routeList)).toEqual([]);
  });

  it("are missing only from the built client's files", () => {
    expect(undeclared(app.routeList)).toEqual(Object.keys(WITHOUT_SCHEMA).sort());
  });
});
