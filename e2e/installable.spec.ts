import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { distDir } from "../scripts/bundle-manifest.mjs";
import { CHROMIUM, CHROMIUM_ARGS } from "./support/chromium";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp } from "./support/people";

const OFFLINE_TITLE = "You're offline — this is what you last saw";

type Manifest = {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[];
};

/** Once the service worker has taken over (installed and activated). */
async function workerActivated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state),
    )
    .toBe("activated");
}

/** The feed kept for the offline page, as the page's storage holds it. */
function keptFeedTitle(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const kept = await (await caches.open("quip-kept-feed")).match("/offline/kept-feed.json");
    return kept ? ((await kept.json()) as { title: string }).title : null;
  });
}

/** Every address any of the site's caches holds. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        addresses.push(new URL(request.url).pathname);
      }
    }
    return addresses;
  });
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A member who has read the New Quips feed with a quip of their own in it. */
async function memberWhoReadTheFeed(page: Page): Promise<string> {
  await signUp(page);
  const content = `Offline e2e ${Date.now()}: my umbrella only works indoors.`;
  await postQuip(page, content);
  await page.goto("/?filter=new");
  await expect(page.getByRole("article").filter({ hasText: content })).toBeVisible();
  await workerActivated(page);
  await expect.poll(() => keptFeedTitle(page)).toBe("New Quips");
  return content;
}

test("the manifest is linked and valid, and its icons are drawn at their sizes", async ({
  page,
  context,
}) => {
  const response = await page.goto("/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );

  const answer = await page.request.get("/manifest.webmanifest");
  expect(answer.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: "Quip",
    short_name: "Quip",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#15803d",
    background_color: "#f3f4f6",
  });
  expect(manifest.description).toContain("anonymous for their first 48 hours");
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(icons).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"]),
  );
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(["/compose", "/activity"]);
  const drawn = [
    ...manifest.icons,
    ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
    { src: "/icons/apple-touch-icon.png", sizes: "180x180" },
  ];
  for (const icon of drawn) {
    const image = await page.request.get(icon.src);
    expect(image.headers()["content-type"]).toBe("image/png");
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  const cdp = await context.newCDPSession(page);
  const parsed = await cdp.send("Page.getAppManifest");
  expect(parsed.errors).toEqual([]);
});

test("Chromium finds the app installable", async ({ baseURL }) => {
  // A test's own contexts are private windows, where nothing can be installed: a profile of
  // its own, as a person's browser has.
  const profile = mkdtempSync(path.join(tmpdir(), "quip-e2e-profile-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto("/");
    await workerActivated(page);
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the worker keeps the app shell, and never an API answer", async ({ page }) => {
  await memberWhoReadTheFeed(page);
  // A like, an answer per member, goes to the network and stays out of every cache.
  const card = page.getByRole("article").first();
  await card.getByRole("button", { name: /^Like/ }).click();
  await expect(card.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  const cached = await cachedAddresses(page);
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  expect(cached).toContain(stylesheet);
  expect(cached).toContain("/manifest.webmanifest");
  expect(cached.filter((address) => address.startsWith("/api/"))).toEqual([]);
  expect(cached.filter((address) => !address.startsWith("/assets/"))).toEqual(
    expect.arrayContaining(["/offline/kept-feed.json"]),
  );
  // The reloaded page came from the network: it shows the like.
  await expect(
    page.getByRole("article").first().getByRole("button", { name: /^Like/ }),
  ).toHaveAttribute("aria-pressed", "true");
});

test("offline, a reload shows the feed last read, labelled, and the API answers nothing", async ({
  page,
  context,
}) => {
  test.slow(); // axe at both widths
  const content = await memberWhoReadTheFeed(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: OFFLINE_TITLE })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "New Quips" })).toBeVisible();
  const kept = page.getByRole("article").filter({ hasText: content });
  await expect(kept).toBeVisible();
  // Read-only, and naming nobody: the member's own quip is still anonymous.
  await expect(kept).toHaveAccessibleName("Quip by anonymous");
  await expect(kept.getByRole("button")).toHaveCount(0);
  await captureBothWidths(page, "offline-page");
  await page.setViewportSize(VIEWPORTS.wide);

  const asked = await page.evaluate(() =>
    fetch("/api/quips?filter=new").then(
      (answer) => `answered ${answer.status}`,
      () => "no answer",
    ),
  );
  expect(asked).toBe("no answer");

  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL("/?filter=new");
  await expect(page.getByRole("heading", { level: 1, name: OFFLINE_TITLE })).toHaveCount(0);
  await expect(page.getByRole("article").filter({ hasText: content })).toBeVisible();
});

/** The first quip of the New Quips feed, as a visitor reads it. */
async function aQuip(page: Page): Promise<{ id: string; content: string }> {
  const quips = (await (await page.request.get("/api/quips?filter=new")).json()) as {
    id: string;
    content: string;
  }[];
  const quip = quips[0];
  if (!quip) throw new Error("The demo community has no quips");
  return quip;
}

test("offline, a page read before shows its last copy, and one never read says there is none", async ({
  page,
  context,
}) => {
  test.slow(); // axe at both widths, twice
  await page.goto("/");
  await workerActivated(page);
  const quip = await aQuip(page);
  const opening = quip.content.slice(0, 24);
  // A visitor's page is the same for every visitor: the worker may keep it.
  await page.goto(`/quip/${quip.id}`);
  await expect(page.locator("main")).toContainText(opening);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline — this is a copy of this page")).toBeVisible();
  await expect(page.locator("main")).toContainText(opening);
  await expect(page.getByRole("heading", { name: OFFLINE_TITLE })).toHaveCount(0);
  await captureBothWidths(page, "offline-page-copy");
  await page.setViewportSize(VIEWPORTS.wide);

  // Never read here: no other page stands in for it.
  await page.goto("/topics");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText("There's no copy of this page on this device.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/topics");
  await captureBothWidths(page, "offline-no-copy");
  await context.setOffline(false);
});

test("a member's pages are kept by no cache, offline they have no copy", async ({
  page,
  context,
}) => {
  test.slow(); // axe at both widths
  await memberWhoReadTheFeed(page);
  const quip = await aQuip(page);
  await page.goto(`/quip/${quip.id}`);
  await expect(page.locator("main")).toContainText(quip.content.slice(0, 24));
  expect(await cachedAddresses(page)).not.toContain(`/quip/${quip.id}`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText("There's no copy of this page on this device.")).toBeVisible();
  await captureBothWidths(page, "offline-no-copy-feed-kept");
  await page.setViewportSize(VIEWPORTS.wide);
  // The feed the member read is still there, where it was read.
  await page.getByRole("link", { name: "See the feed you last read" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "New Quips" })).toBeVisible();
  await context.setOffline(false);
});

test("signing out forgets the feed kept for the offline page", async ({ page, context }) => {
  await memberWhoReadTheFeed(page);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  // The visitor's own feed may be kept again since, but never the member's.
  expect(await keptFeedTitle(page)).not.toBe("New Quips");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /^You're offline/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "New Quips" })).toHaveCount(0);
  await context.setOffline(false);
});

test("a page that opens signed out forgets the feed a member kept", async ({ page, context }) => {
  await memberWhoReadTheFeed(page);
  // The session ends without this browser signing out (it expired, or was ended elsewhere).
  await context.clearCookies();
  await page.goto("/about");
  await expect.poll(() => keptFeedTitle(page)).toBeNull();
});

/**
 * Makes the server's worker a newer build's, as a deployment would: the same worker whose shell
 * names every file with a query the server ignores, as a new build names new files. Answers a
 * function that puts the build's own worker back.
 */
function deployNewerWorker(): () => void {
  const worker = path.join(distDir(), "client", "sw.js");
  const files = [worker, `${worker}.gz`, `${worker}.br`];
  const originals = files.map((file) => readFileSync(file));
  const newer = Buffer.from(
    originals[0]?.toString("utf8").replace(/"(\/assets\/[^"?]+)"/g, '"$1?next-build"') ?? "",
  );
  expect(newer.equals(originals[0] ?? Buffer.alloc(0))).toBe(false);
  writeFileSync(worker, newer);
  writeFileSync(`${worker}.gz`, gzipSync(newer));
  writeFileSync(`${worker}.br`, brotliCompressSync(newer));
  return () => {
    files.forEach((file, index) => {
      writeFileSync(file, originals[index] ?? "");
    });
  };
}

test("a newer build's worker takes over, and the open page offers a reload", async ({ page }) => {
  await page.goto("/");
  await workerActivated(page);
  // The first worker is this page's own build: no offer.
  await expect(page.getByText("New version")).toHaveCount(0);

  const restore = deployNewerWorker();
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  } finally {
    restore();
  }
  const offer = page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem");
  await expect(offer).toContainText("New version");
  // It stays until the reader acts on it, at either width.
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/screenshots/new-version-${label}.png` });
  }
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Reload" }).click();
  await page.waitForLoadState("load");
  await expect(page.locator("html[data-interactive]")).toBeAttached();
  await expect(page.getByText("New version")).toHaveCount(0);
});
