import { RECAP_MSG } from "#shared/messages/recaps.ts";
import { captureFitting, expect, test } from "./support/fixtures";

test("a visitor reads the week's recap from the home sidebar, and the week before", async ({
  page,
}) => {
  await page.goto("/");
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await sidebar.getByRole("link", { name: RECAP_MSG.thisWeek }).click();
  await expect(page).toHaveURL("/recap");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ – /);
  await expect(page.getByText(RECAP_MSG.inProgress)).toBeVisible();
  await expect(page.getByRole("heading", { name: RECAP_MSG.days })).toBeVisible();
  await captureFitting(page, "recap-current");

  await page.getByRole("link", { name: RECAP_MSG.previous }).click();
  await expect(page).toHaveURL(/\/recap\/\d{4}-W\d{2}$/);
  await expect(page.getByText(RECAP_MSG.inProgress)).toBeHidden();
  // The demo community's past competitions are published: a podium names its winners.
  const podium = page.getByRole("list", { name: /^Titles for / }).first();
  await expect(podium.getByText(/^Mayor #1$/)).toBeVisible();
  await expect(page.getByText(RECAP_MSG.sunday)).toBeVisible();
  await expect(page.getByText(RECAP_MSG.upcoming)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: RECAP_MSG.topQuips })).toBeVisible();
  await expect(page.locator("head link[type='application/atom+xml']")).toHaveAttribute(
    "href",
    "/feeds/recaps.atom",
  );
  await captureFitting(page, "recap-previous");

  await page.getByRole("link", { name: RECAP_MSG.next }).click();
  await expect(page.getByText(RECAP_MSG.inProgress)).toBeVisible();
});

test("a week that has not begun has no recap", async ({ page }) => {
  await page.goto("/recap/2099-W01");
  await expect(page.getByRole("heading", { name: RECAP_MSG.notFound })).toBeVisible();
  await captureFitting(page, "recap-missing");
  await page.getByRole("link", { name: RECAP_MSG.thisWeek }).click();
  await expect(page).toHaveURL("/recap");
});
