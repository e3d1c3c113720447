import type { Browser, Page } from "@playwright/test";
import { DEMO_ADMIN } from "./support/demo-accounts";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signIn, signUp } from "./support/people";

/** A 1×1 PNG, small and valid: the server re-encodes real images only. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A second person in their own browser window. */
async function secondMember(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORTS.wide });
  const page = await context.newPage();
  const member = await signUp(page);
  return { context, page, member };
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("members follow each other, see Mutual, and unfollow", async ({ page, browser }) => {
  const a = await signUp(page);
  const b = await secondMember(browser);

  await b.page.goto(`/profile/${a.id}`);
  await expect(b.page.getByRole("heading", { level: 1, name: a.username })).toBeVisible();
  await expect(b.page.getByRole("tab", { name: "Quips", selected: true })).toBeVisible();
  await b.page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(toast(b.page, `Following ${a.username}`)).toBeVisible();
  await expect(b.page.getByRole("button", { name: "Unfollow", exact: true })).toBeVisible();
  await expect(b.page.getByRole("link", { name: "1 Followers" })).toBeVisible();

  await page.goto(`/profile/${b.member.id}`);
  // B follows A, but A does not follow B yet: once the profile is shown, it is not mutual.
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await expect(follow).toBeVisible();
  await expect(page.getByText("Mutual", { exact: true })).toHaveCount(0);
  await follow.click();
  await expect(toast(page, `Following ${b.member.username}`)).toBeVisible();
  await expect(page.getByText("Mutual", { exact: true })).toBeVisible();

  // The followers tab lists A, who is "You" in that list.
  await page.getByRole("link", { name: "1 Followers" }).click();
  await expect(page).toHaveURL(`/profile/${b.member.id}?tab=followers`);
  await expect(page.getByRole("heading", { name: "Followers (1)" })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText(`@${a.username}`)).toBeVisible();
  await captureBothWidths(page, "profile-member-followers");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByRole("button", { name: "Unfollow", exact: true }).click();
  await expect(toast(page, `Unfollowed ${b.member.username}`)).toBeVisible();
  await expect(page.getByText("Mutual", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
  await b.context.close();
});

test("a member edits their profile and photo, and sees real stats", async ({ page, browser }) => {
  const a = await signUp(page);
  const content = `Profile e2e ${Date.now()}: my cat reviews my code.`;
  const quipId = await postQuip(page, content);
  const b = await secondMember(browser);
  expect((await b.page.request.post(`/api/quips/${quipId}/like`)).status()).toBe(200);
  await b.context.close();

  await page.goto("/profile");
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL("/edit-profile");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  // A file that is not an image is refused before any upload.
  await page.getByLabel("Change photo").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(toast(page, "Invalid file type")).toBeVisible();
  await page.getByLabel("Change photo").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: TINY_PNG,
  });
  await expect(toast(page, "Photo updated")).toBeVisible();
  await expect(page.locator('main img[src^="/objects/"]').first()).toBeVisible();

  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Quipster");
  await page.getByLabel("Website").fill("not a website");
  await page.getByLabel("Bio").fill("Professional overthinker.");
  await expect(page.getByText("25/150")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByText("Please enter a valid website URL (max 255 characters)"),
  ).toBeVisible();
  await page.getByLabel("Website").fill("quip.example");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Ada Quipster" })).toBeVisible();
  await expect(page.getByText(`@${a.username}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Professional overthinker.")).toBeVisible();
  const site = page.getByRole("link", { name: /quip\.example/ });
  await expect(site).toHaveAttribute("href", "https://quip.example");
  await expect(site).toHaveAttribute("target", "_blank");

  // Stats is the default tab on one's own profile: one quip with one like.
  await expect(page.getByRole("tab", { name: "Stats", selected: true })).toBeVisible();
  const quipsAndLikes = page.getByRole("region", { name: "Quips and likes" });
  await expect(quipsAndLikes.getByRole("definition")).toHaveText(["1", "1", "1.00"]);
  await expect(page.getByRole("img", { name: /^1 like on quips posted/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Badges" }).getByText("x0")).toHaveCount(6);
  await captureBothWidths(page, "profile-stats");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByRole("tab", { name: "Quips" }).click();
  await expect(page).toHaveURL("/profile?tab=quips");
  const quips = page.getByRole("feed", { name: "Profile quips" });
  await expect(quips.getByRole("article").filter({ hasText: content })).toBeVisible();
  await page.getByLabel("Sort by").selectOption({ label: "Top All Time" });
  await expect(quips.getByRole("article").filter({ hasText: content })).toBeVisible();
  await captureBothWidths(page, "profile-quips");
});

test("Logout on one's own profile signs out and goes home", async ({ page }) => {
  await signUp(page);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Log In or Join" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("a username changes once, then the 30-day rule says when", async ({ page }) => {
  const a = await signUp(page);
  await page.goto("/edit-profile");
  await page.getByRole("button", { name: "Change username" }).click();
  const field = page.getByLabel("New username");
  await field.fill("no spaces");
  await page.getByRole("button", { name: "Save username" }).click();
  await expect(page.getByText("Username can only contain letters and numbers")).toBeVisible();

  const renamed = `${a.username}x`;
  await field.fill(renamed);
  await page.getByRole("button", { name: "Save username" }).click();
  await expect(toast(page, "Username updated")).toBeVisible();
  await expect(page.getByText(`@${renamed}`, { exact: true })).toBeVisible();
  await captureBothWidths(page, "settings");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByRole("button", { name: "Change username" }).click();
  await page.getByLabel("New username").fill(`${a.username}y`);
  await page.getByRole("button", { name: "Save username" }).click();
  await expect(toast(page, "Username Change Error")).toBeVisible();
  await expect(toast(page, /one username change every 30 days/)).toBeVisible();
});

test("an unknown member is not found", async ({ page }) => {
  await signUp(page);
  await page.goto("/profile/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "User not found." })).toBeVisible();
});

test("the owner's vault and bookmarks tabs", async ({ page }) => {
  await signUp(page);
  const draft = `Vault e2e ${Date.now()}: a pun still in the oven.`;
  expect((await page.request.post("/api/vault", { data: { content: draft } })).status()).toBe(201);
  await page.goto("/profile?tab=vault");
  await expect(page.getByRole("heading", { name: "Your Quip Vault (1)" })).toBeVisible();
  await expect(page.getByText(draft)).toBeVisible();
  await expect(page.getByRole("link", { name: "Post Live" })).toHaveAttribute(
    "href",
    /\/compose\?mode=post-from-vault&vaultQuipId=/,
  );
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(
    dialog.getByText("Are you sure you want to delete this draft? This action cannot be undone."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Your Quip Vault (0)" })).toBeVisible();

  // The tabs answer the arrow keys, as a tab list should.
  await page.getByRole("tab", { name: "Vault", selected: true }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL("/profile?tab=bookmarks");
  await expect(page.getByRole("tab", { name: "Bookmarks", selected: true })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Your Bookmarks (0)" })).toBeVisible();
  await expect(page.getByText("No bookmarks yet")).toBeVisible();
});

test("QuipBot is labelled a bot on its profile and revealed quips, never on an anonymous one", async ({
  page,
}) => {
  await signUp(page);
  // Every quip of the Top 48 Hours feed is anonymous, QuipBot's among them: none says "Bot".
  await page.goto("/");
  const feed = page.getByRole("feed", { name: "Quips" });
  await expect(feed.getByRole("article", { name: /^Quip by anonymous/ }).first()).toBeVisible();
  await expect(feed.getByText("Bot", { exact: true })).toHaveCount(0);

  const found = (await (await page.request.get("/api/search/users?q=QuipBot")).json()) as Array<{
    id: string;
    username: string;
  }>;
  const bot = found.find((user) => user.username === "QuipBot");
  await page.goto(`/profile/${bot?.id}`);
  const header = page.getByRole("region", { name: /^Quip Bot/ });
  await expect(header.getByText("Bot", { exact: true })).toBeVisible();
  const revealed = page.getByRole("tabpanel").getByRole("article", { name: /^Quip by QuipBot/ });
  await expect(revealed.first().getByText("Bot", { exact: true })).toBeVisible();
  await captureBothWidths(page, "profile-quipbot-bot-label");
});

test("an administrator deletes a member and edits QuipBot", async ({ page, browser }) => {
  const doomed = await secondMember(browser);
  await doomed.context.close();
  await signIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password);

  await page.goto(`/profile/${doomed.member.id}`);
  await page.getByRole("button", { name: "Delete user" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete User" });
  await expect(
    dialog.getByText(
      `Are you sure you want to delete user ${doomed.member.username}? This action cannot be undone.`,
    ),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "User deleted successfully")).toBeVisible();
  await expect(page).toHaveURL("/");

  const found = (await (await page.request.get("/api/search/users?q=QuipBot")).json()) as Array<{
    id: string;
    username: string;
  }>;
  const bot = found.find((user) => user.username === "QuipBot");
  expect(bot).toBeDefined();
  await page.goto(`/profile/${bot?.id}`);
  await expect(page.getByRole("button", { name: "Delete user" })).toHaveCount(0);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const card = page.getByRole("region", { name: "Edit QuipBot" });
  await expect(card.getByText(/creates its own topic on Sundays/)).toBeVisible();
  await card.getByLabel("Upload photo").setInputFiles({
    name: "bot.png",
    mimeType: "image/png",
    buffer: TINY_PNG,
  });
  await expect(toast(page, "QuipBot's photo updated")).toBeVisible();
  await card.getByLabel("First name").fill("Quip");
  await card.getByLabel("Last name").fill("Bot 3000");
  await captureBothWidths(page, "profile-quipbot-edit");
  await page.setViewportSize(VIEWPORTS.wide);
  await card.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "QuipBot profile updated")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Quip Bot 3000" })).toBeVisible();
});

test("a long vault loads its next page of drafts near the bottom", async ({ page }) => {
  await signUp(page);
  const stamp = Date.now();
  for (let i = 1; i <= 22; i++) {
    const content = `Vault page e2e ${stamp} draft ${String(i).padStart(2, "0")}`;
    expect((await page.request.post("/api/vault", { data: { content } })).status()).toBe(201);
  }
  await page.goto("/profile?tab=vault");
  await expect(page.getByRole("heading", { name: "Your Quip Vault (20+)" })).toBeVisible();
  await captureBothWidths(page, "profile-vault");
  await page.setViewportSize(VIEWPORTS.wide);
  await page.getByText(`Vault page e2e ${stamp} draft 03`).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Your Quip Vault (22)" })).toBeVisible();
  // Newest first: the first draft saved is the last one listed.
  await expect(page.getByText(`Vault page e2e ${stamp} draft 01`)).toBeVisible();
});
