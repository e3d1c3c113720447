import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { signUp } from "./support/people";

test("a member sees who liked and commented on their quip", async ({ page, browser }) => {
  await page.setViewportSize(VIEWPORTS.wide);
  await signUp(page);
  const content =
    `Activity e2e ${Date.now()}: I told my alarm clock a joke and it went off. `.repeat(2);
  const posted = await page.request.post("/api/quips", {
    data: { content, topicOfTheDay: false, topicText: null },
  });
  const quipId = ((await posted.json()) as { id: string }).id;

  // Another member, in their own window, likes and comments.
  const other = await browser.newContext({ viewport: VIEWPORTS.wide });
  const b = await other.newPage();
  const bob = await signUp(b);
  expect((await b.request.post(`/api/quips/${quipId}/like`)).status()).toBe(200);
  const comment = await b.request.post(`/api/quips/${quipId}/comments`, {
    data: { content: "Ha! Good one." },
  });
  expect(comment.status()).toBe(201);
  await b.goto("/activity");
  await expect(b.getByText("No recent activity")).toBeVisible();
  await other.close();

  await page.goto("/activity");
  await expect(page.getByRole("heading", { level: 1, name: "Recent Activity" })).toBeVisible();
  const list = page.getByRole("list", { name: "Your activity" });
  const liked = list.getByRole("listitem").filter({ hasText: "liked your quip" });
  const commented = list.getByRole("listitem").filter({ hasText: "commented on your quip" });
  await expect(liked.getByRole("link", { name: `@${bob.username}` })).toBeVisible();
  await expect(commented.getByRole("link", { name: `@${bob.username}` })).toBeVisible();
  // The quip's preview is cut at 100 characters and leads to it.
  const preview = liked.getByRole("link", { name: /^Open the quip/ });
  await expect(preview).toHaveAttribute("href", `/quip/${quipId}`);
  await expect(preview).toContainText("…");
  await expect(page.getByText("You've reached the end of your activity history.")).toBeVisible();
  await captureBothWidths(page, "activity");

  await page.setViewportSize(VIEWPORTS.wide);
  await commented.getByRole("link", { name: /^Open the quip/ }).click();
  await expect(page).toHaveURL(`/quip/${quipId}`);

  // The home sidebar's Recent Activity shows the latest items too.
  await page.goto("/");
  const recent = page.getByRole("region", { name: "Recent Activity" });
  await expect(recent.getByText(`@${bob.username} commented on your quip`)).toBeVisible();
});
