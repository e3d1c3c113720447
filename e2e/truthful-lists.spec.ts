import type { Page } from "@playwright/test";
import { scaled } from "../tests/support/time-budget";
import { captureBothWidths, expect, test, uniqueMember, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp } from "./support/people";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

async function trendingWords(page: Page): Promise<string[]> {
  const answer = await page.request.get("/api/trending");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Array<{ word: string }>).map((w) => w.word);
}

test("Trending Now lists the words of recent quips, and each leads to quips that use it", async ({
  page,
  browser,
}) => {
  // The words are recomputed once a minute: three members' quips share a word, then wait.
  test.setTimeout(scaled(150_000));
  const word = `wombat${Date.now().toString(36).replace(/\d/g, "")}`;
  for (let i = 0; i < 3; i += 1) {
    const context = await browser.newContext();
    const author = await context.newPage();
    const joined = await author.request.post("/api/auth/register", { data: uniqueMember() });
    expect(joined.status()).toBe(201);
    await postQuip(author, `My ${word} has filed for a longer lunch break, take ${i}.`);
    await context.close();
  }
  await expect
    .poll(() => trendingWords(page), { timeout: scaled(75_000), intervals: [5_000] })
    .not.toEqual([]);

  await page.goto("/");
  const card = page.getByRole("region", { name: "Trending Now" });
  const links = card.getByRole("link");
  const words = await trendingWords(page);
  await expect(links).toHaveCount(words.length);
  for (const [i, shown] of words.entries()) {
    await expect(links.nth(i)).toContainText(shown);
    await expect(links.nth(i)).toContainText(/\d+ quips/);
  }
  await captureBothWidths(page, "trending-now");

  await page.setViewportSize(VIEWPORTS.wide);
  const first = words[0] ?? "";
  await links.first().click();
  await expect(page.getByRole("heading", { name: `Results for “${first}”` })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByText(/^\d+ results?$/)).not.toHaveText("0 results");
});

test("a like taken back leaves the author's activity, and a like given again comes back once", async ({
  page,
  browser,
}) => {
  // Two members, each signed up through the screens, and screenshots at both widths.
  test.slow();
  const author = await signUp(page);
  const content = `Unlike e2e ${Date.now()}: my umbrella only works indoors.`;
  const quipId = await postQuip(page, content);

  const other = await browser.newContext({ viewport: VIEWPORTS.wide });
  const b = await other.newPage();
  const liker = await signUp(b);
  await b.goto(`/quip/${quipId}`);
  const like = b.getByRole("button", { name: /^Like/ });
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");

  const likedItems = () =>
    page
      .getByRole("list", { name: "Your activity" })
      .getByRole("listitem")
      .filter({ hasText: `@${liker.username} liked your quip` });
  await page.goto("/activity");
  await expect(likedItems()).toHaveCount(1);

  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(page.getByText("No recent activity")).toBeVisible();
  await expect(likedItems()).toHaveCount(0);
  await captureBothWidths(page, "activity-after-unlike");

  await page.setViewportSize(VIEWPORTS.wide);
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(likedItems()).toHaveCount(1);
  await other.close();
  expect(author.username).not.toBe(liker.username);
});

test("a member sees their report as Reported, and has no report button on their own quip", async ({
  page,
  browser,
}) => {
  // Two members, each signed up through the screens, and screenshots at both widths.
  test.slow();
  await signUp(page);
  const content = `Report e2e ${Date.now()}: my calendar is fully booked with naps.`;
  const quipId = await postQuip(page, content);
  await page.goto(`/quip/${quipId}`);
  await expect(page.getByText(content)).toBeVisible();
  // The author cannot report their own quip: no flag at all.
  await expect(page.getByRole("button", { name: "Report quip" })).toHaveCount(0);
  await expect(page.getByText("Reported", { exact: true })).toHaveCount(0);

  const other = await browser.newContext({ viewport: VIEWPORTS.wide });
  const b = await other.newPage();
  await signUp(b);
  await b.goto(`/quip/${quipId}`);
  await b.getByRole("button", { name: "Report quip" }).click();
  const form = b.getByRole("region", { name: "Report this quip" });
  await form.getByRole("radio", { name: "Offensive content" }).check();
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expect(
    b.getByText("Your report has been submitted for review.", { exact: true }),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  const reported = b.getByRole("article").getByText("Reported", { exact: true });
  await expect(reported).toBeVisible();
  await expect(b.getByRole("button", { name: "Report quip" })).toHaveCount(0);

  // Still so on another visit.
  await b.reload();
  await expect(reported).toBeVisible();
  await expect(b.getByRole("button", { name: "Report quip" })).toHaveCount(0);
  await captureBothWidths(b, "quip-reported");
  await other.close();
});

test("on a touch screen the empty likes list says double-tap, and a double tap likes", async ({
  page,
  browser,
}) => {
  // Two members, each signed up through the screens, and screenshots at both widths.
  test.slow();
  await signUp(page);
  const content = `Tap e2e ${Date.now()}: my socks disagree on everything.`;
  const quipId = await postQuip(page, content);
  await page.goto(`/quip/${quipId}`);
  await expect(
    page.getByText("No likes yet. Double-click the quip to be the first!", { exact: true }),
  ).toBeVisible();

  const phone = await browser.newContext({
    viewport: VIEWPORTS.narrow,
    hasTouch: true,
    isMobile: true,
  });
  const p = await phone.newPage();
  await signUp(p);
  await p.goto(`/quip/${quipId}`);
  await expect(
    p.getByText("No likes yet. Double-tap the quip to be the first!", { exact: true }),
  ).toBeVisible();
  await expect(p.getByText("Double-click", { exact: false })).toHaveCount(0);
  await captureBothWidths(p, "quip-double-tap");

  await p.setViewportSize(VIEWPORTS.narrow);
  const text = p.getByText(content, { exact: true });
  await text.tap();
  await text.tap();
  await expect(p.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
  await phone.close();
});
