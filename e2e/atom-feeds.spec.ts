import type { Page } from "@playwright/test";
import { DEMO_MEMBER } from "./support/demo-accounts";
import { captureBothWidths, expect, test } from "./support/fixtures";

const feedLinks = (page: Page) =>
  page.locator('head link[rel="alternate"][type="application/atom+xml"]');

/** The feed read by the browser's own XML parser: what a feed reader would make of it. */
async function readFeed(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const doc = new DOMParser().parseFromString(await response.text(), "application/xml");
    const atom = "http://www.w3.org/2005/Atom";
    return {
      type: response.headers.get("content-type"),
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      title: doc.documentElement.getElementsByTagNameNS(atom, "title")[0]?.textContent,
      entries: doc.getElementsByTagNameNS(atom, "entry").length,
    };
  }, href);
}

test("pages point at their feed, and the head follows the reader from page to page", async ({
  page,
}) => {
  await page.goto("/");
  await expect(feedLinks(page)).toHaveCount(1);
  await expect(feedLinks(page)).toHaveAttribute("href", "/feeds/top.atom");
  await expect(feedLinks(page)).toHaveAttribute("title", "Quip: Top All Time");
  expect(await readFeed(page, "/feeds/top.atom")).toMatchObject({
    type: "application/atom+xml; charset=utf-8",
    error: null,
    root: "http://www.w3.org/2005/Atom feed",
    title: "Quip: Top All Time",
  });

  // A page without a feed has none; a topic page has its topic's, whichever way it is reached.
  await page.goto("/topics");
  await expect(feedLinks(page)).toHaveCount(0);
  const previous = page.getByRole("region", { name: "Previous Topics" }).getByRole("link");
  // The oldest: its quips are revealed (a recent topic's may all be anonymous, and its feed empty).
  await previous.last().click();
  await expect(page).toHaveURL(/\/topics\/[a-z0-9-]+$/);
  await expect(feedLinks(page)).toHaveCount(1);
  await expect(feedLinks(page)).toHaveAttribute("title", /^Quips on “.+”$/);
  const words = ((await feedLinks(page).getAttribute("title")) ?? "").slice(
    "Quips on “".length,
    -1,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words);
  const href = (await feedLinks(page).getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/feeds\/topics\/[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.atom$/);
  const topicFeed = await readFeed(page, href);
  expect(topicFeed).toMatchObject({ error: null, title: `Quips on “${words}”` });
  expect(topicFeed.entries).toBeGreaterThan(0);

  await page.getByRole("link", { name: "See All Previous Topics" }).first().click();
  await expect(page).toHaveURL("/topics");
  await expect(feedLinks(page)).toHaveCount(0);
});

test("a profile points at its member's feed", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill("demo");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  await page.goto("/profile");
  await expect(feedLinks(page)).toHaveCount(1);
  await expect(feedLinks(page)).toHaveAttribute("href", `/feeds/members/${me.id}.atom`);
  await expect(feedLinks(page)).toHaveAttribute("title", "Quips by @demo");
  const feed = await readFeed(page, `/feeds/members/${me.id}.atom`);
  expect(feed).toMatchObject({ error: null, title: "Quips by @demo" });
  expect(feed.entries).toBeGreaterThan(0);
});

/** The visible link to a page's feed: named for what it is, pointing where the head does. */
async function expectVisibleFeedLink(page: Page, name: RegExp, href: string | RegExp) {
  const link = page.getByRole("link", { name });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("type", "application/atom+xml");
  await expect(link).toContainText("Atom feed");
}

test("Top All Time, a topic and a profile each show a link to their Atom feed, and no other feed does", async ({
  page,
}) => {
  test.slow(); // three screens, axe at two widths each
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Top 48 Hours", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Atom feed/ })).toHaveCount(0);
  await page.goto("/?filter=topAllTime");
  await expectVisibleFeedLink(page, /^Atom feed.*Top All Time/, "/feeds/top.atom");
  await captureBothWidths(page, "atom-link-home");

  await page.goto("/topics");
  await page.getByRole("region", { name: "Previous Topics" }).getByRole("link").last().click();
  await expect(page).toHaveURL(/\/topics\/[a-z0-9-]+$/);
  const topic = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await expectVisibleFeedLink(
    page,
    new RegExp(`^Atom feed.*${topic.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    /^\/feeds\/topics\/[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.atom$/,
  );
  await captureBothWidths(page, "atom-link-topic");

  await page.goto("/login");
  await page.getByLabel("Username or email").fill("demo");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  await page.goto("/profile");
  await expectVisibleFeedLink(page, /^Atom feed.*@demo/, `/feeds/members/${me.id}.atom`);
  await captureBothWidths(page, "atom-link-profile");
});
