import type { Page } from "@playwright/test";
import { expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp } from "./support/people";

function streamOpened(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === "/api/stream");
}

test("scratch", async ({ page, browser }) => {
  const member = await signUp(page);
  const quipId = await postQuip(page, `Scratch ${Date.now()}: my toaster has opinions.`);
  const other = await browser.newContext();
  const b = await other.newPage();
  await signUp(b);
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    const opened = streamOpened(page);
    await page.goto("/?filter=new");
    await opened;
    await page.screenshot({ path: `/tmp/shots/top-before-${name}.png` });
    await postQuip(b, `Scratch pill ${name} ${Date.now()}: new at the top.`);
    await page.getByRole("button", { name: "1 new quip" }).waitFor();
    await page.screenshot({ path: `/tmp/shots/top-pill-${name}.png` });
    await page.getByRole("button", { name: "1 new quip" }).click();
    await page.waitForTimeout(800);
    console.log(name, "scrollY after press at top:", await page.evaluate(() => window.scrollY));
    await page.screenshot({ path: `/tmp/shots/top-after-${name}.png` });
  }
  await b.request.post(`/api/quips/${quipId}/like`);
  await b.request.post(`/api/users/${member.id}/follow`);
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.goto("/");
    await expect(page).toHaveTitle(/^\(\d+\)/);
    await page.screenshot({ path: `/tmp/shots/badge-${name}.png` });
  }
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.goto("/activity");
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/activity-narrow.png` });
  await page.goto(`/quip/${quipId}`);
  await b.request.post(`/api/quips/${quipId}/comments`, { data: { content: "Hello there" } });
  await page.getByRole("button", { name: "1 new comment" }).waitFor();
  await page.screenshot({ path: `/tmp/shots/comments-narrow.png`, fullPage: true });
  await other.close();
});
