import { DEMO_MEMBER } from "./support/demo-accounts";
import { expect, test } from "./support/fixtures";

// The server's jobs close the demo community's past competitions at start, so the demo member
// has results waiting.
test("a member reads a competition result on the activity page", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill("demo");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
  await expect
    .poll(async () => {
      const me = await (await page.request.get("/api/auth/user")).json();
      const activity = await (
        await page.request.get(`/api/users/${me.id}/activity?limit=50`)
      ).json();
      return activity.items.some((item: { type: string }) => item.type === "competition_result");
    })
    .toBe(true);
  await page.goto("/activity");
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  await expect(page.getByText(/ of .* City/).first()).toBeVisible();
});
