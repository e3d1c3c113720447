import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "#shared/api/index.ts";
import { createTestApp, type TestApp } from "./support/test-app";

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

/** Fastify's `/api/quips/:id` as OpenAPI writes it: `/api/quips/{id}`, and `/objects/*` as `/objects/{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{*}");

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1, served to anyone", () => {
    expect(doc.openapi).toBe("3.1.0");
  });

  it("describes every route the app answers, with the answers and inputs it declares", () => {
    const missing: string[] = [];
    for (const route of t.app.routeList) {
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${name}: no operation`);
        continue;
      }
      for (const code of route.answers) {
        if (!operation.responses?.[code]) missing.push(`${name}: no ${code} answer`);
      }
      const places = new Set((operation.parameters ?? []).map((parameter) => parameter.in));
      if (route.inputs.includes("params") && !places.has("path")) missing.push(`${name}: no path`);
      if (route.inputs.includes("querystring") && !places.has("query")) {
        missing.push(`${name}: no query`);
      }
      if (route.inputs.includes("body") && !operation.requestBody) missing.push(`${name}: no body`);
    }
    expect(t.app.routeList.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("and the shared route table hold the same routes: each entry is registered, and only those", () => {
    const served = t.app.routeList.map((route) => `${route.method} ${route.url}`);
    expect(served.filter((key) => !Object.hasOwn(API, key)).sort()).toEqual([]);
    expect(
      Object.keys(API)
        .filter((key) => !served.includes(key))
        .sort(),
    ).toEqual([]);
  });

  it("names a field as the schemas do: a like's answer is its state and count", () => {
    const like = doc.paths["/api/quips/{id}/like"]?.post;
    expect(JSON.stringify(like?.responses?.["200"])).toContain("likesCount");
  });

  it("and docs/api.md list the same calls", () => {
    const written = readFileSync(new URL("../docs/api.md", import.meta.url), "utf8");
    const listed = new Set(documentedCalls(written));
    const served = new Set(
      t.app.routeList
        .filter((route) => route.url.startsWith("/api/"))
        .map((route) => `${route.method} ${route.url.replace(/:[A-Za-z0-9_]+/g, ":")}`),
    );
    expect([...served].filter((call) => !listed.has(call)).sort()).toEqual([]);
    expect([...listed].filter((call) => !served.has(call)).sort()).toEqual([]);
  });
});

/**
 * The calls docs/api.md's tables name, in its shorthand: a row's first cell holds
 * `` `POST /users/:id/follow` `` and siblings of the last segment (`` `/unfollow` ``), with
 * alternatives written `quips\\|users` and optional parts in brackets. Paths as the router
 * has them, parameters unnamed: `POST /api/users/:/unfollow`.
 */
function documentedCalls(markdown: string): string[] {
  const calls: string[] = [];
  for (const row of markdown.split("\n").filter((line) => line.startsWith("| `"))) {
    const cell = row.split(/(?<!\\)\|/)[1] ?? "";
    let method = "";
    let parent = "";
    for (const [, verb, path = ""] of cell.matchAll(
      /`(?:(GET|POST|PUT|PATCH|DELETE) )?(\/[^\s`{?[]*)/g,
    )) {
      if (verb) {
        method = verb;
        parent = path.slice(0, path.lastIndexOf("/"));
      }
      if (!method) continue;
      const full = verb ? path : parent + path;
      const base = full.slice(0, full.lastIndexOf("/") + 1);
      for (const last of full.slice(base.length).split("\\|")) {
        calls.push(`${method} /api${(base + last).replace(/:[A-Za-z0-9_]+/g, ":")}`);
      }
    }
  }
  return calls;
}
