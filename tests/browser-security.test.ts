import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TAKE_OVER_SCRIPT } from "#shared/take-over-script.ts";
import { THEME_SCRIPT } from "#shared/theme-script.ts";
import { registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("cross-site requests", () => {
  it("refuse a state change that names another site, and allow our own", async () => {
    const m = await registerMember(t);
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/quips",
        headers: { cookie: m.cookie, ...headers },
        payload: { content: "hi" },
      });
    const foreign = await post({ origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toBe("Cross-site requests are not allowed");
    expect((await post({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await post({ origin: "http://localhost:3000" })).statusCode).toBe(201);
    expect((await post({ origin: "http://localhost:80", host: "localhost:80" })).statusCode).toBe(
      201,
    );
    expect((await post({})).statusCode).toBe(201);
  });

  it("let reads through from anywhere", async () => {
    const read = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe("security headers", () => {
  it("forbid inline script and framing, and never let the browser sniff types", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Pictures come from our own stored objects only: no third party learns who reads what.
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("allow the head's inline scripts by the hash of what the pages carry, and no other", async () => {
    // An app page as the server sends it (here its minimal shell, as without a built client;
    // an address no quip has is still the app's page, with a 404). The shell has no app, so
    // only the theme's script: nothing would take it over to hand what is pressed to.
    const page = await t.app.inject({ method: "GET", url: "/quip/not-a-quip" });
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    const inline = [
      ...page.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => match[1]);
    expect(inline).toEqual([THEME_SCRIPT]);
    // The built index.html carries both (vite.config.ts writes them from the same strings).
    const hash = (script: string) => createHash("sha256").update(script, "utf8").digest("base64");
    const scriptSrc = String(page.headers["content-security-policy"]).match(
      /script-src ([^;]*)/,
    )?.[1];
    expect(scriptSrc?.split(" ")).toEqual([
      "'self'",
      `'sha256-${hash(THEME_SCRIPT)}'`,
      `'sha256-${hash(TAKE_OVER_SCRIPT)}'`,
    ]);
  });

  it("turn on HSTS and Secure cookies behind https", async () => {
    const secure = await createTestApp({ publicUrl: "https://quip.example" });
    try {
      const registered = await secure.app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: { "x-forwarded-proto": "https" },
        payload: {
          username: "secure1",
          email: "secure1@example.com",
          password: "long enough pass",
        },
      });
      expect(String(registered.headers["set-cookie"])).toMatch(/; Secure/);
      expect(registered.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it("allow a service worker and a web app manifest from the site itself only", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const directives = String(response.headers["content-security-policy"]).split(";");
    expect(directives).toContain("worker-src 'self'");
    expect(directives).toContain("manifest-src 'self'");
  });
});
