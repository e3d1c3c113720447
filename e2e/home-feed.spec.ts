import type { Page } from "@playwright/test";
import { scaled } from "../tests/support/time-budget";
import { DEMO_ADMIN } from "./support/demo-accounts";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signIn, signOut, signUp } from "./support/people";

const feed = (page: Page) => page.getByRole("feed", { name: "Quips" });
const card = (page: Page, text: string) =>
  feed(page).getByRole("article").filter({ hasText: text });

test("a visitor reads the feed, changes the filter, and is sent to sign in to like", async ({
  page,
}) => {
  await page.goto("/");
  await expect(feed(page).getByRole("article")).toHaveCount(10);
  await expect(page.getByRole("heading", { name: "Top 48 Hours" })).toBeVisible();
  // Quips younger than 48 hours hide their author from everyone else.
  await expect(
    feed(page)
      .getByRole("article", { name: /^Quip by anonymous/ })
      .first(),
  ).toBeVisible();
  // Ten quips make a full page, so the next one is asked for near the bottom, and so on (other
  // tests post quips of their own) until a page comes back short and the feed says it ended.
  const end = page.getByText("You've reached the end of the feed.");
  await expect(async () => {
    await feed(page).getByRole("article").last().scrollIntoViewIfNeeded();
    await expect(end).toBeVisible({ timeout: scaled(1_000) });
  }).toPass({ timeout: scaled(20_000) });
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureBothWidths(page, "home-feed-visitor");

  await page.setViewportSize(VIEWPORTS.wide);
  await page.getByLabel("Feed filter").first().selectOption("new");
  await expect(page).toHaveURL("/?filter=new");
  await expect(page.getByRole("heading", { name: "New Quips" })).toBeVisible();
  await feed(page).getByRole("button", { name: /^Like/ }).first().click();
  await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent("/?filter=new")}`);
  await expect(page.getByText("Sign in to like this quip")).toBeVisible();
});

test("a member likes, bookmarks, shares and deletes their own quip from its card", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const member = await signUp(page);
  const content = `Why did the feed test cross the road? ${member.username}`;
  const id = await postQuip(page, content);

  await page.goto("/?filter=new");
  const mine = card(page, content);
  await expect(mine.getByText("Anonymous for 48 more hrs")).toBeVisible();

  const like = mine.getByRole("button", { name: /^Like/ });
  // The button answers at once; the reload waits for the like to be stored, as a reload that
  // came first would cancel its request.
  const stored = page.waitForResponse(
    (response) => response.url().endsWith(`/api/quips/${id}/like`) && response.ok(),
  );
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAccessibleName("Like, 1 like");
  await stored;
  await page.reload();
  await expect(card(page, content).getByRole("button", { name: "Like, 1 like" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await card(page, content).getByRole("button", { name: /^Like/ }).click();
  await expect(card(page, content).getByRole("button", { name: /^Like/ })).toHaveAccessibleName(
    "Like, 0 likes",
  );

  // Double-clicking the card likes it.
  await card(page, content).getByText(content).dblclick();
  await expect(card(page, content).getByRole("button", { name: /^Like/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const bookmark = card(page, content).getByRole("button", { name: "Bookmark" });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  await bookmark.click();
  await expect(bookmark).toHaveAttribute("aria-pressed", "false");

  await card(page, content).getByRole("button", { name: "Share quip" }).click();
  await expect(page.getByText("Link copied!", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/quip/${id}$`),
  );
  await captureBothWidths(page, "home-feed-member");
  await page.setViewportSize(VIEWPORTS.wide);

  await card(page, content).getByRole("button", { name: "Delete your quip" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Your Quip" });
  await expect(
    dialog.getByText("Are you sure you want to delete your quip? This action cannot be undone."),
  ).toBeVisible();
  await captureBothWidths(page, "delete-quip-dialog");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByText("Your quip has been successfully deleted", { exact: true }),
  ).toBeVisible();
  await expect(card(page, content)).toHaveCount(0);
});

test("the author sees their own anonymous quip as everyone does, marked as theirs", async ({
  page,
}) => {
  const member = await signUp(page);
  const content = `Own card e2e ${Date.now()}: my shadow follows me everywhere.`;
  await postQuip(page, content);
  await page.goto("/?filter=new");
  // "anonymous" with a small "you" and the countdown: a screenshot of it never names them.
  const mine = card(page, content);
  await expect(mine.getByText("anonymous", { exact: true })).toBeVisible();
  await expect(mine.getByText("you", { exact: true })).toBeVisible();
  await expect(mine.getByText("Anonymous for 48 more hrs")).toBeVisible();
  await expect(mine).not.toContainText(member.username);
  await captureBothWidths(page, "own-anonymous-quip");
});

test("a failed like is rolled back with a message", async ({ page }) => {
  await signUp(page);
  await page.route("**/api/quips/*/like", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "Something went wrong" }),
  );
  await page.goto("/?filter=topAllTime");
  const like = feed(page).getByRole("article").first().getByRole("button", { name: /^Like/ });
  const before = await like.getAttribute("aria-label");
  await like.click();
  await expect(page.getByText("Failed to like quip", { exact: true })).toBeVisible();
  await expect(like).toHaveAttribute("aria-label", before ?? "");
  await expect(like).toHaveAttribute("aria-pressed", "false");
});

test("the feed loads more as you scroll and comes back to the same page", async ({ page }) => {
  await page.goto("/?filter=topAllTime");
  await expect(feed(page).getByRole("article")).toHaveCount(10);
  await page.mouse.wheel(0, 6000);
  await expect(feed(page).getByRole("article")).toHaveCount(20);
  const secondPage = feed(page).locator("[data-feed-page='2']").first();
  // Read on into page 2: the address follows the page in view.
  await secondPage.evaluate((el) =>
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100),
  );
  await expect(page).toHaveURL(/\/\?filter=topAllTime&page=2$/);
  const content = (await secondPage.locator("p").first().textContent()) ?? "";

  await secondPage.getByRole("link", { name: /^Comments/ }).click();
  await expect(page).toHaveURL(/\/quip\//);
  // The Home tab (narrow screens) returns to the saved feed and page.
  await page.setViewportSize(VIEWPORTS.narrow);
  await page
    .getByRole("navigation", { name: "Primary" })
    .getByRole("link", { name: "Home" })
    .click();
  await expect(page).toHaveURL(/\/\?filter=topAllTime&page=2$/);
  await expect(card(page, content.slice(0, 40))).toBeInViewport();

  // A fresh visit to a later page loads the pages before it and starts at that page.
  await page.goto("/?filter=new&page=3");
  await expect(feed(page).locator("[data-feed-page='3']").first()).toBeInViewport();
  await expect(feed(page).locator("[data-feed-page='1']")).toHaveCount(10);
});

test("an empty feed says so and offers a first quip", async ({ page }) => {
  await signUp(page);
  await page.goto("/?filter=post48Following");
  await expect(page.getByRole("heading", { name: "No quips found" })).toBeVisible();
  await expect(page.getByText(/None of the people you follow/)).toBeVisible();
  await captureBothWidths(page, "home-feed-empty");
  await page.setViewportSize(VIEWPORTS.wide);
  await page.getByRole("link", { name: "Share Your First Quip" }).click();
  await expect(page).toHaveURL("/compose");
});

test("a feed that cannot load says so and can try again", async ({ page }) => {
  let fail = true;
  await page.route("**/api/quips?*", (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "Down for a moment" })
      : route.continue(),
  );
  // The first feed comes with the page; another filter is asked of the API.
  await page.goto("/");
  await page.getByLabel("Feed filter").first().selectOption("new");
  await expect(page.getByText("Failed to fetch quips")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(feed(page).getByRole("article").first()).toBeVisible();
});

test("topic feeds are headed by the topic, other feeds show the topic banner", async ({ page }) => {
  const today = (await (await page.request.get("/api/topic-of-the-day")).json()) as {
    topic: string;
  };
  await signUp(page);
  await page.goto("/?filter=topicOfTheDay");
  await expect(page.getByRole("heading", { level: 2, name: today.topic })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("region", { name: today.topic }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^0\s*Quips$/ })).toBeVisible();
});

test("on a Sunday the topic feed and the banner say No Topic Sunday", { tag: "@sunday" }, async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/?filter=topicOfTheDay");
  await expect(page.getByRole("heading", { level: 2, name: "No Topic Sunday" })).toBeVisible();
  await expect(page.getByText(/^It's No Topic Sunday: there is no topic today\./)).toBeVisible();
  await captureBothWidths(page, "home-feed-sunday");
  await page.goto("/");
  await expect(page.getByRole("region", { name: "No Topic Sunday" }).first()).toBeVisible();
});

test("an administrator in admin mode deletes someone else's quip", async ({ page }) => {
  const author = await signUp(page);
  const content = `An admin walks into a feed test ${author.username}`;
  await postQuip(page, content);
  await signOut(page);

  await signIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/?filter=new");
  await expect(card(page, content)).toBeVisible();
  await expect(card(page, content).getByRole("button", { name: "Delete quip" })).toHaveCount(0);
  await page.getByRole("switch", { name: "Admin mode" }).click();
  await expect(
    page
      .getByRole("region", { name: "Admin mode" })
      .getByText("Delete mode active - you can delete any quips"),
  ).toBeVisible();
  await captureBothWidths(page, "home-feed-admin-mode");
  await page.setViewportSize(VIEWPORTS.wide);
  await card(page, content).getByRole("button", { name: "Delete quip" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Quip" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByText("The quip has been successfully deleted", { exact: true }),
  ).toBeVisible();
  await expect(card(page, content)).toHaveCount(0);
  await page.getByRole("switch", { name: "Admin mode" }).click();
});
