import { DEMO_ADMIN } from "./support/demo-accounts";
import { captureFitting, expect, expectToast, test, VIEWPORTS } from "./support/fixtures";
import { signIn, signUp } from "./support/people";

/**
 * Watched words (decision 0159): an administrator watches a word from the console; a member's
 * quip with it is held, seen on their own profile alone; the queue shows it with its word and
 * no author, and approving it publishes it.
 */
test("a watched word holds a quip until a moderator approves it", async ({ page, browser }) => {
  test.slow(); // two people, the console and the profile, and axe at both widths three times
  await page.setViewportSize(VIEWPORTS.wide);
  // A word of this test alone: the server is shared with other tests.
  const word = `holdme${Date.now().toString(36)}`;
  const content = `A joke about ${word} and the moon`;

  const adminContext = await browser.newContext({ viewport: VIEWPORTS.wide });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await admin.goto("/admin?tab=flags");
  const card = admin.getByRole("region", { name: "Watched words" });
  await card.getByLabel("Word or phrase").fill(` ${word.toUpperCase()} `);
  await card.getByLabel("Action").selectOption({ label: "Hold for review" });
  await expect(card).toContainText("held until a moderator approves it");
  await card.getByRole("button", { name: "Watch" }).click();
  await expectToast(admin, `“${word}” is watched`);
  const row = card.getByRole("list", { name: "Watched words" }).getByRole("listitem");
  await expect(row.filter({ hasText: word })).toContainText("Hold for review");
  await card.getByLabel("Word or phrase").fill("no!");
  await card.getByRole("button", { name: "Watch" }).click();
  await expect(card.getByText(/A watched word is 1 to 50 letters/)).toBeVisible();
  await card.getByLabel("Word or phrase").fill("");
  await captureFitting(admin, "watched-words-console");

  // The member posts: it is held, and their profile alone shows it.
  const member = await signUp(page);
  await page.goto("/compose");
  await page.getByLabel("Your quip").fill(content);
  await page.getByRole("button", { name: "Post Quip" }).click();
  await expectToast(page, "Held for review");
  await expect(page).toHaveURL("/profile");
  const held = page.getByRole("region", { name: "Held for review" });
  await expect(held).toContainText(content);
  await expect(held).toContainText("Only you can see these");
  await captureFitting(page, "watched-words-held");
  const visitor = await browser.newContext();
  const feed = await (
    await visitor.request.get(`${new URL(page.url()).origin}/api/quips?filter=new`)
  ).text();
  expect(feed).not.toContain(word);
  await visitor.close();

  // The queue: the held quip, its word, no author; approving publishes it.
  await admin.goto("/admin?tab=queue");
  await admin.getByRole("button", { name: /^Held/ }).click();
  const item = admin.getByRole("article").filter({ hasText: content });
  await expect(item).toContainText("Held quip");
  await expect(item).toContainText(`Watched word: “${word}”`);
  await expect(item).not.toContainText(member.username);
  await captureFitting(admin, "watched-words-queue");
  await item.getByRole("button", { name: "Approve and publish" }).click();
  await expectToast(admin, "Published");
  await expect(item).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("region", { name: "Held for review" })).toHaveCount(0);
  await page.goto("/?filter=new");
  await expect(page.getByText(content)).toBeVisible();

  // The word goes, and the console says so.
  await admin.goto("/admin?tab=flags");
  await admin
    .getByRole("region", { name: "Watched words" })
    .getByRole("button", { name: `Remove ${word}` })
    .click();
  await expectToast(admin, `“${word}” is no longer watched`);
  await adminContext.close();
});
