import type { Page } from "@playwright/test";
import { DEMO_MEMBER } from "./support/demo-accounts";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { signIn } from "./support/people";

const RESULT_PATH = /\/results\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

/**
 * The demo member, whose past competitions the server's jobs publish at start (their entries
 * were revealed long ago): their results are public and theirs to share.
 */
async function signInAsDemo(page: Page): Promise<string> {
  await signIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/users/${me.id}/activity?limit=50`);
      const { items } = (await answer.json()) as {
        items: Array<{ resultCompetitionId: string | null }>;
      };
      return items.some((item) => item.resultCompetitionId !== null);
    })
    .toBe(true);
  return me.id;
}

/** The card is shown: its title, its place, and its picture loaded at 1200×630. */
async function expectResultCard(page: Page) {
  await expect(page).toHaveURL(RESULT_PATH);
  const title = page.getByRole("heading", { level: 1, name: / of .+ City$/ });
  await expect(title).toBeVisible();
  await expect(page.getByText(/^\d+(st|nd|rd|th) of \d+ quips? on/)).toBeVisible();
  const picture = page.getByRole("img", { name: /^@demo: .+ City — \d+(st|nd|rd|th) of \d+/ });
  await expect(picture).toBeVisible();
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) =>
        img.complete ? [img.naturalWidth, img.naturalHeight] : null,
      ),
    )
    .toEqual([1200, 630]);
  return title.textContent();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("a member shares their result from the activity page", async ({ page, context }) => {
  await signInAsDemo(page);
  await page.goto("/activity");
  const share = page.getByRole("link", { name: /^Share my result as .+ City$/ }).first();
  await expect(share).toBeVisible();
  await captureBothWidths(page, "result-share-from-activity");
  await page.setViewportSize(VIEWPORTS.wide);
  await share.click();
  const cityLine = await expectResultCard(page);
  await expect(page).toHaveTitle(`@demo: ${cityLine} · Quip`);

  // The page a link preview reads carries the card's own tags and picture.
  const html = await (await page.request.get(page.url())).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toContain(`<meta property="og:title" content="@demo: ${cityLine}" />`);
  expect(head).toMatch(
    /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/results\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/image\.png" \/>/,
  );
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');

  // No share sheet in this browser: the link is copied.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await expect(page.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(toast(page, "Link copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await captureBothWidths(page, "result-card");
});

test("a member shares their result from a badge on their profile", async ({ page }) => {
  const id = await signInAsDemo(page);
  const badges = (await (await page.request.get(`/api/users/${id}/badges`)).json()) as Array<{
    count: number;
    competitionId: string | null;
  }>;
  test.skip(
    !badges.some((badge) => badge.count > 0 && badge.competitionId),
    "the demo member earned no badge in this community",
  );
  // Where the browser has a share sheet, "Share" opens it with the card's link.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await page.goto("/profile?tab=stats");
  const badgesCard = page.getByRole("region", { name: "Badges" });
  const share = badgesCard.getByRole("link", { name: /^Share my result as / }).first();
  await expect(share).toBeVisible();
  await captureBothWidths(page, "result-share-from-badge");
  await page.setViewportSize(VIEWPORTS.narrow);
  await share.click();
  const cityLine = await expectResultCard(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({
      title: "@demo's result on Quip",
      text: expect.stringContaining(cityLine ?? ""),
      url: page.url(),
    });
  await captureBothWidths(page, "result-card-share-sheet");
});

test("a result that is not public, or not entered, is not found", async ({ page }) => {
  await page.goto(
    "/results/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Result not found." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
  await captureBothWidths(page, "result-not-found");
});
