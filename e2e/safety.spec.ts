import type { Browser, Page } from "@playwright/test";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp } from "./support/people";

/** A second person in their own browser window. */
async function secondMember(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORTS.wide });
  const page = await context.newPage();
  const member = await signUp(page);
  return { context, page, member };
}

const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const feed = (page: Page) => page.getByRole("feed");
const cardsBy = (page: Page, username: string) =>
  feed(page).getByRole("article", { name: new RegExp(`^Quip by ${username},`) });
const cardWith = (page: Page, text: string) =>
  feed(page).getByRole("article").filter({ hasText: text });

async function openCardMenu(page: Page, card: ReturnType<Page["getByRole"]>) {
  await card.getByRole("button", { name: "More actions for this quip" }).click();
  const menu = page.getByRole("menu", { name: "More actions for this quip" });
  await expect(menu).toBeVisible();
  return menu;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("a member mutes a revealed quip's author from its card, undoes it, and unmutes in Settings", async ({
  page,
}) => {
  test.slow(); // many steps, and axe at both widths twice
  await signUp(page);
  // The demo community's revealed quips name their authors.
  const top = (await (await page.request.get("/api/quips?filter=topAllTime&limit=10")).json()) as {
    author: { username: string } | null;
  }[];
  const author = top.find((quip) => quip.author)?.author?.username;
  if (!author) throw new Error("The test server has no revealed quips");

  await page.goto("/?filter=topAllTime");
  const theirs = cardsBy(page, author);
  await expect(theirs.first()).toBeVisible();
  const menu = await openCardMenu(page, theirs.first());
  await expect(menu.getByRole("menuitem")).toHaveText([`Mute @${author}`, `Block @${author}`]);
  await captureBothWidths(page, "safety-card-menu");
  await page.setViewportSize(VIEWPORTS.wide);

  // Escape closes the menu and gives the focus back to its button.
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(
    theirs.first().getByRole("button", { name: "More actions for this quip" }),
  ).toBeFocused();

  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: `Mute @${author}` }).click();
  // Every one of their revealed quips leaves the feed at once, without a reload.
  await expect(theirs).toHaveCount(0);
  await expect(toasts(page).getByText(`@${author} is muted`)).toBeVisible();
  await expect(toasts(page).getByText(/anonymous quips stay visible/)).toBeVisible();
  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).getByText(`@${author} is no longer muted`)).toBeVisible();
  await expect(theirs.first()).toBeVisible();

  await (await openCardMenu(page, theirs.first()))
    .getByRole("menuitem", { name: `Mute @${author}` })
    .click();
  await expect(theirs).toHaveCount(0);

  await page.goto("/edit-profile");
  const muted = page.getByRole("list", { name: "Muted" });
  await expect(muted.getByRole("link", { name: `@${author}` })).toBeVisible();
  await expect(
    page.getByText("Their anonymous quips stay visible until they are revealed"),
  ).toBeVisible();
  await expect(page.getByText("You haven't blocked anyone.")).toBeVisible();
  await captureBothWidths(page, "safety-settings-muted");
  await page.setViewportSize(VIEWPORTS.wide);

  await muted.getByRole("button", { name: `Unmute @${author}` }).click();
  await expect(toasts(page).getByText(`@${author} is no longer muted`)).toBeVisible();
  await expect(page.getByText("You haven't muted anyone.")).toBeVisible();
  await page.goto("/?filter=topAllTime");
  await expect(cardsBy(page, author).first()).toBeVisible();
});

test("hiding an anonymous quip with its author names nobody and leaves their other quips", async ({
  page,
  browser,
}) => {
  await signUp(page);
  const author = await secondMember(browser);
  const stamp = Date.now();
  const hidden = `Hide e2e ${stamp}: my toaster has opinions.`;
  const other = `Hide e2e ${stamp}: my kettle agrees with it.`;
  await postQuip(author.page, other);
  await postQuip(author.page, hidden);
  await author.context.close();

  await page.goto("/?filter=new");
  const card = cardWith(page, hidden);
  await expect(card).toBeVisible();
  const menu = await openCardMenu(page, card);
  // An anonymous quip offers a guess at its author and hiding it, neither of which names anybody.
  await expect(menu.getByRole("menuitem")).toHaveText([
    "Guess who wrote it",
    "Hide this quip and its author",
  ]);
  await menu.getByRole("menuitem", { name: "Hide this quip and its author" }).click();

  await expect(card).toHaveCount(0);
  await expect(toasts(page).getByText("Quip hidden")).toBeVisible();
  // The author's other anonymous quip is not touched: the hide links no other quip.
  await expect(cardWith(page, other)).toBeVisible();
  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).getByText("Quip shown again")).toBeVisible();
  await expect(cardWith(page, hidden)).toBeVisible();

  await (await openCardMenu(page, cardWith(page, hidden)))
    .getByRole("menuitem", { name: "Hide this quip and its author" })
    .click();
  await expect(cardWith(page, hidden)).toHaveCount(0);

  await page.goto("/edit-profile");
  const muted = page.getByRole("list", { name: "Muted" });
  const entry = muted.getByRole("listitem").filter({ hasText: "the author of “Hide e2e" });
  await expect(entry).toBeVisible();
  await expect(entry).not.toContainText(author.member.username);
  await entry.getByRole("button", { name: /^Unmute the author of/ }).click();
  await expect(toasts(page).getByText("Quip shown again")).toBeVisible();
  await expect(page.getByText("You haven't muted anyone.")).toBeVisible();
  await page.goto("/?filter=new");
  await expect(cardWith(page, hidden)).toBeVisible();
});

test("a member blocks another from their profile, who is refused neutrally, and unblocks in Settings", async ({
  page,
  browser,
}) => {
  test.slow(); // many steps, and axe at both widths twice
  const blocker = await signUp(page);
  const other = await secondMember(browser);

  await page.goto(`/profile/${other.member.id}`);
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unfollow", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mute", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Block", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Block @${other.member.username}?` });
  await expect(dialog).toContainText("They won't be able to follow you");
  await captureBothWidths(page, "safety-block-confirm");
  await page.setViewportSize(VIEWPORTS.wide);
  await dialog.getByRole("button", { name: "Block" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page).getByText(`@${other.member.username} is blocked`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Unblock", exact: true })).toBeVisible();
  // The block ended the follow; Follow waits for an unblock.
  await expect(page.getByRole("link", { name: "0 Followers" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toHaveCount(0);
  await captureBothWidths(page, "safety-profile-blocked");
  await page.setViewportSize(VIEWPORTS.wide);

  // The blocked member sees an ordinary profile, and a refusal that reads as a rule.
  await other.page.goto(`/profile/${blocker.id}`);
  await expect(other.page.getByRole("button", { name: "Block", exact: true })).toBeVisible();
  await other.page.getByRole("button", { name: "Follow", exact: true }).click();
  const refused = toasts(other.page);
  await expect(refused.getByText("Failed to update follow status")).toBeVisible();
  await expect(refused.getByText("You can't follow this member.")).toBeVisible();
  await expect(refused).not.toContainText("blocked");
  await other.context.close();

  await page.goto("/edit-profile");
  const blocked = page.getByRole("list", { name: "Blocked" });
  await blocked.getByRole("button", { name: `Unblock @${other.member.username}` }).click();
  await expect(
    toasts(page).getByText(`@${other.member.username} is no longer blocked`),
  ).toBeVisible();
  await expect(page.getByText("You haven't blocked anyone.")).toBeVisible();
});

test("the muted words editor refuses an empty, overlong or repeated word, and adds and removes words", async ({
  page,
}) => {
  await signUp(page);
  const word = `zebra${Date.now().toString(36)}`;

  await page.goto("/edit-profile");
  const field = page.getByLabel("Word or phrase");
  const add = page.getByRole("button", { name: "Add", exact: true });
  await expect(page.getByText("You haven't muted any words.")).toBeVisible();
  await add.click();
  await expect(page.getByText("A muted word cannot be empty")).toBeVisible();
  await field.fill("x".repeat(51));
  await add.click();
  await expect(page.getByText("A muted word or phrase can be at most 50 characters")).toBeVisible();
  await field.fill(`  ${word.toUpperCase()}  `);
  await field.press("Enter");
  await expect(toasts(page).getByText("Muted words saved")).toBeVisible();
  const words = page.getByRole("list", { name: "Muted words" });
  await expect(words.getByRole("listitem")).toHaveText([word.toUpperCase()]);
  await expect(field).toHaveValue("");
  await expect(page.getByText("1 of 100 muted")).toBeVisible();
  await field.fill(word);
  await field.press("Enter");
  await expect(page.getByText(`“${word.toUpperCase()}” is already muted`)).toBeVisible();
  await field.fill("bad joke");
  await field.press("Enter");
  await expect(words.getByRole("listitem")).toHaveText([word.toUpperCase(), "bad joke"]);
  await captureBothWidths(page, "safety-muted-words");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByRole("button", { name: `Remove “${word.toUpperCase()}”` }).click();
  await expect(words.getByRole("listitem")).toHaveText(["bad joke"]);
  await page.reload();
  await expect(words.getByRole("listitem")).toHaveText(["bad joke"]);
});

test("muted words fold quips, comments and notifications into a line that opens one at a time", async ({
  page,
  browser,
}) => {
  const reader = await signUp(page);
  const word = `zebra${Date.now().toString(36)}`;
  const saved = await page.request.put("/api/users/me/muted-words", { data: { words: [word] } });
  expect(saved.status()).toBe(200);

  const author = await secondMember(browser);
  const folded = `A ${word.toUpperCase()} walks into a bar.`;
  const quipId = await postQuip(author.page, folded);
  const plain = `Muted words e2e ${Date.now()}: nothing to hide here.`;
  const plainId = await postQuip(author.page, plain);
  const comment = await author.page.request.post(`/api/quips/${plainId}/comments`, {
    data: { content: `Said the ${word}.`, parentCommentId: null },
  });
  expect(comment.status()).toBe(201);
  const mention = `@${reader.username} the ${word} told me.`;
  await postQuip(author.page, mention);
  await author.context.close();

  await page.goto("/?filter=new");
  // The quip with the word, and the one that mentions the reader with it: newest first.
  const hiddenQuips = feed(page).getByRole("article", { name: "Hidden quip" });
  const line = "Hidden: contains a muted word — show this quip";
  await expect(hiddenQuips).toHaveText([line, line]);
  await expect(feed(page)).not.toContainText(folded);
  await expect(cardWith(page, plain)).toBeVisible();
  await captureBothWidths(page, "safety-muted-word-feed");
  await page.setViewportSize(VIEWPORTS.wide);
  await hiddenQuips.last().getByRole("button", { name: "show this quip" }).click();
  await expect(cardWith(page, folded)).toBeVisible();
  await expect(hiddenQuips).toHaveCount(1);
  // The focus moves from "show", which has gone, onto the quip it opened.
  await expect(page.locator(":focus")).toContainText(folded);

  await page.goto(`/quip/${plainId}`);
  const hiddenComment = page.getByRole("article", { name: "Hidden comment" });
  await expect(hiddenComment).toBeVisible();
  await expect(page.getByText(`Said the ${word}.`)).toHaveCount(0);
  await hiddenComment.getByRole("button", { name: "show this comment" }).click();
  await expect(page.getByText(`Said the ${word}.`)).toBeVisible();

  await page.goto("/activity");
  const mentioned = page.getByRole("list", { name: "Your activity" }).getByRole("listitem");
  await expect(mentioned.first()).toContainText("Hidden: contains a muted word");
  await expect(page.getByText(mention)).toHaveCount(0);
  await mentioned.first().getByRole("button", { name: "show the quip's words" }).click();
  await expect(page.locator(":focus").getByRole("link")).toContainText(`the ${word} told me`);

  // Without the word the quip shows as any other.
  await page.request.put("/api/users/me/muted-words", { data: { words: [] } });
  await page.goto(`/quip/${quipId}`);
  await expect(page.getByText(folded)).toBeVisible();
  await expect(page.getByRole("article", { name: "Hidden quip" })).toHaveCount(0);
});
