import { DEMO_ADMIN } from "./support/demo-accounts";
import { expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signIn, signOut, signUp } from "./support/people";

test("the admin flag comes with the signed-in member: no card or page asks /api/auth/is-admin", async ({
  page,
}) => {
  const author = await signUp(page);
  const word = `flagword${Date.now().toString(36)}`;
  await postQuip(page, `My toaster has opinions about ${word} ${author.username}.`);
  await signOut(page);

  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/is-admin") asked.push(request.url());
  });
  await page.setViewportSize(VIEWPORTS.wide);
  // Signing in within the app: the first screen of /login had no member to carry a flag for.
  await signIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const cards = page.getByRole("feed", { name: "Quips" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  await page.getByRole("switch", { name: "Admin mode" }).click();
  // The sidebar's search opens the search page within the app, with cards of its own.
  await page.getByPlaceholder("Search Quips or users...").fill(word);
  await page.getByPlaceholder("Search Quips or users...").press("Enter");
  await expect(page.getByRole("heading", { name: "Search", level: 1 })).toBeVisible();
  const found = page.getByRole("main").getByRole("article").filter({ hasText: word });
  await expect(found.getByRole("button", { name: "Delete quip" })).toBeVisible();
  expect(asked).toEqual([]);
});
