import type { Page } from "@playwright/test";
import { DEMO_MEMBER } from "./support/demo-accounts";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { signIn, signUp } from "./support/people";

const PHONE = { width: 375, height: 812 };
const feed = (page: Page) => page.getByRole("feed", { name: "Quips" });
const tabBar = (page: Page) => page.locator("nav[aria-label='Primary']:visible");

/** The first quip card starts above the phone's tab bar: seen without scrolling. */
async function expectFirstQuipOnFirstScreen(page: Page) {
  const first = feed(page).getByRole("article").first();
  await expect(first).toBeVisible();
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  const card = await first.boundingBox();
  const bar = await tabBar(page).boundingBox();
  expect(card).not.toBeNull();
  expect(bar).not.toBeNull();
  if (!card || !bar) return;
  expect(card.y).toBeGreaterThan(0);
  // Room for the card's author line and the start of its joke, not only its top border.
  expect(card.y + 80).toBeLessThan(bar.y);
}

test("on a phone a visitor sees the first quip on the first screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome to Quip" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In or Join" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join to use topic" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See previous topics" })).toBeVisible();
  await expectFirstQuipOnFirstScreen(page);
  await page.screenshot({ path: "e2e/screenshots/phone-first-screen-visitor.png" });
  await captureBothWidths(page, "phone-home-visitor");
});

test("on a phone a member sees the first quip on the first screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await expect(page.getByRole("heading", { name: "Welcome to Quip" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Quip about it" })).toBeVisible();
  await expectFirstQuipOnFirstScreen(page);
  await page.screenshot({ path: "e2e/screenshots/phone-first-screen-member.png" });
  await captureBothWidths(page, "phone-home-member");
});

test("on a phone every profile tab is reachable and the open one is in view", async ({ page }) => {
  await signUp(page);
  await page.request.post("/api/users/onboarded");
  await page.setViewportSize(PHONE);
  await page.goto("/profile");
  const tabs = page.getByRole("tablist", { name: "Profile sections" }).getByRole("tab");
  await expect(tabs).toHaveText(["Stats", "Quips", "Followers", "Following", "Bookmarks", "Vault"]);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box).not.toBeNull();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }

  await page.getByRole("tab", { name: "Vault" }).click();
  await expect(page).toHaveURL("/profile?tab=vault");
  await expect(page.getByRole("tab", { name: "Vault", selected: true })).toBeInViewport({
    ratio: 1,
  });
  await page.getByRole("tab", { name: "Vault", selected: true }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Bookmarks", selected: true })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Bookmarks", selected: true })).toBeInViewport({
    ratio: 1,
  });
  await captureBothWidths(page, "phone-profile-tabs");
});

test("a new member's first visit explains the 48 hours and the topic, offers whom to follow, and never shows again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const member = await signUp(page);
  const tour = page.getByRole("region", { name: `Welcome to Quip, ${member.username}!` });
  await expect(tour).toBeVisible();
  await expect(tour.getByText("Anonymous for 48 hours")).toBeVisible();
  await expect(tour.getByText("A topic every day")).toBeVisible();
  const suggestions = tour.getByRole("region", { name: "Who to follow" });
  const follow = suggestions.getByRole("button", { name: /^Follow / }).first();
  await expect(follow).toBeVisible();
  await expect(suggestions.getByText(/this month$/).first()).toBeVisible();
  await captureBothWidths(page, "onboarding-tour");

  const name = ((await follow.getAttribute("aria-label")) ?? "").replace(/^Follow /, "");
  await follow.click();
  await expect(page.getByText(`Following ${name}`).first()).toBeVisible();
  // Followed in place: the same row now offers to take it back.
  await expect(suggestions.getByRole("button", { name: `Unfollow ${name}` })).toBeVisible();

  await tour.getByRole("button", { name: "Got it, show me the quips" }).click();
  await expect(tour).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Quip about it" })).toBeVisible();
  await page.reload();
  await expect(feed(page).getByRole("article").first()).toBeVisible();
  await expect(page.getByText("Anonymous for 48 hours")).toHaveCount(0);

  // Another device: the tour was closed on the server, not in this browser.
  const other = await browser.newContext(baseURL ? { baseURL } : {});
  const phone = await other.newPage();
  await phone.setViewportSize(PHONE);
  await signIn(phone, member.username, member.password);
  await expect(feed(phone).getByRole("article").first()).toBeVisible();
  await expect(phone.getByText("Anonymous for 48 hours")).toHaveCount(0);
  await other.close();
});

test("an empty Following feed offers members to follow; a visitor never sees the Following feed", async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await page.request.post("/api/users/onboarded");
  await page.goto("/?filter=following");
  await expect(page.getByRole("heading", { name: "No quips found" })).toBeVisible();
  const suggestions = page.getByRole("region", { name: "Who to follow" });
  await expect(suggestions.getByRole("button", { name: /^Follow / }).first()).toBeVisible();
  await captureBothWidths(page, "following-empty");

  await page.setViewportSize(VIEWPORTS.wide);
  await page.getByLabel("Feed filter").first().selectOption("post48Following");
  await expect(page.getByRole("heading", { name: "Recently Revealed - Following" })).toBeVisible();
  await expect(suggestions.getByRole("button", { name: /^Follow / }).first()).toBeVisible();

  await page.context().clearCookies();
  for (const filter of ["following", "post48Following", "liked"]) {
    await page.goto(`/?filter=${filter}`);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Top 48 Hours" })).toBeVisible();
    await expect(feed(page).getByRole("article").first()).toBeVisible();
    await expect(page.getByText(/Following|people you follow|Liked Quips/)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Who to follow" })).toHaveCount(0);
  }
  await captureBothWidths(page, "following-visitor");
});

for (const [label, size] of [
  ["phone", { width: 375, height: 667 }],
  ["wide", { width: 1280, height: 800 }],
] as const) {
  test(`a new member's first quip shows on the first screen, the welcome tour after it (${label})`, async ({
    page,
  }) => {
    test.slow();
    const member = await signUp(page);
    await page.setViewportSize(size);
    const welcome = `Welcome to Quip, ${member.username}!`;
    await expect(page.getByRole("region", { name: welcome })).toBeVisible();

    await page.goto("/compose");
    const content = `First quip ${Date.now()}: my plants judge me.`;
    await page.getByLabel("Your quip").fill(content);
    await page.getByRole("button", { name: "Post Quip" }).click();
    await expect(page).toHaveURL("/?filter=new");

    const mine = feed(page).getByRole("article").filter({ hasText: content });
    await expect(mine).toBeVisible();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    // The whole quip is on the first screen (above a phone's tab bar).
    await expect(mine).toBeInViewport({ ratio: 1 });
    const card = await mine.boundingBox();
    if (label === "phone") {
      const bar = await tabBar(page).boundingBox();
      expect(card && bar && card.y + card.height <= bar.y).toBe(true);
    }
    // The tour is still there to read: the feed's next item, after the member's quip.
    const tour = feed(page).getByRole("article", { name: welcome });
    await expect(tour).toBeVisible();
    const tourBox = await tour.boundingBox();
    expect(card && tourBox && tourBox.y > card.y).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/first-quip-${label}.png` });
  });
}
