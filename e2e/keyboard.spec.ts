import type { Page } from "@playwright/test";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { signUp } from "./support/people";

const POSTED = "Your Quip has been posted and will remain anonymous for 48 hours.";

const cards = (page: Page) => page.locator("main [data-feed-page]");

/**
 * After a page load, until the page listens for the keys: they arrive a moment after it has
 * been taken over, as its live stream does.
 */
async function keysReady(page: Page) {
  await page.locator("html[data-shortcuts]").waitFor({ state: "attached" });
}

/** What the keys last said to a screen reader. */
const heard = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text });

for (const [width, size] of Object.entries(VIEWPORTS)) {
  test(`j and k move between quips, l likes and b bookmarks, each said aloud (${width})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signUp(page);
    await page.goto("/?filter=new");
    await expect(cards(page).first()).toBeVisible();
    await keysReady(page);

    await page.keyboard.press("j");
    await expect(cards(page).nth(0)).toBeFocused();
    await expect(heard(page, /^Quip 1 of \d+$/)).toBeAttached();
    await page.keyboard.press("j");
    await expect(cards(page).nth(1)).toBeFocused();
    await expect(heard(page, /^Quip 2 of \d+$/)).toBeAttached();
    await expect(cards(page).nth(1)).toBeInViewport();
    await page.keyboard.press("k");
    await expect(cards(page).nth(0)).toBeFocused();
    await expect(heard(page, /^Quip 1 of \d+$/)).toBeAttached();

    const like = cards(page).nth(0).getByRole("button", { name: /^Like/ });
    const wasLiked = (await like.getAttribute("aria-pressed")) === "true";
    await page.keyboard.press("l");
    await expect(like).toHaveAttribute("aria-pressed", String(!wasLiked));
    await expect(heard(page, wasLiked ? "Like removed" : "Liked")).toBeAttached();
    await page.keyboard.press("l");
    await expect(like).toHaveAttribute("aria-pressed", String(wasLiked));
    await expect(heard(page, wasLiked ? "Liked" : "Like removed")).toBeAttached();

    const bookmark = cards(page).nth(0).getByRole("button", { name: "Bookmark" });
    await page.keyboard.press("b");
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await expect(heard(page, "Bookmarked")).toBeAttached();
    await captureBothWidths(page, "keyboard-chosen-quip");
  });
}

test("n composes, and the quip is posted without leaving the keyboard", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
  await signUp(page);
  await keysReady(page);
  await page.keyboard.press("n");
  await expect(page).toHaveURL("/compose");
  const box = page.getByLabel("Your quip");
  await expect(box).toBeFocused();
  // Like the Post button, Ctrl+Enter waits for the topics, which decide whether one is needed.
  await expect(page.getByRole("radio", { name: /^No topic/ })).toBeChecked();
  const content = `Keyboard e2e ${Date.now()}: my shortcuts have shortcuts.`;
  await box.fill(content);
  await box.press("Control+Enter");
  await expect(page.getByText(POSTED, { exact: true })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: content })).toBeVisible();
});

test("o opens a quip, c its comments, g h and g a go home and to Activity, / searches", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.wide);
  await signUp(page);
  await page.goto("/?filter=new");
  await expect(cards(page).first()).toBeVisible();
  await keysReady(page);

  await page.keyboard.press("j");
  await expect(cards(page).nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await expect(cards(page).nth(1)).toBeFocused();
  const second = await cards(page).nth(1).getAttribute("data-quip-id");
  await page.keyboard.press("o");
  await expect(page).toHaveURL(`/quip/${second}`);

  await page.keyboard.press("g");
  await page.keyboard.press("h");
  await expect(page).toHaveURL("/?filter=new");
  await expect(heard(page, "Home")).toBeAttached();
  await expect(cards(page).first()).toBeVisible();

  // Back on the feed, the keys go on from the quip they had chosen.
  await page.keyboard.press("j");
  const chosen = page.locator("main [data-feed-page]:focus");
  await expect(chosen).toHaveAttribute("data-quip-id", /.+/);
  const third = await chosen.getAttribute("data-quip-id");
  expect(third).toBe(await cards(page).nth(2).getAttribute("data-quip-id"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/quip/${third}`);
  await page.goBack();
  await expect(cards(page).first()).toBeVisible();
  await keysReady(page);

  await page.keyboard.press("j");
  await page.keyboard.press("c");
  await expect(page).toHaveURL(/\/quip\//);
  await expect(page.getByRole("heading", { name: /^Comments/ })).toBeFocused();
  await expect(heard(page, "Comments")).toBeAttached();

  await page.keyboard.press("g");
  await page.keyboard.press("a");
  await expect(page).toHaveURL("/activity");

  await page.keyboard.press("/");
  await expect(page).toHaveURL("/search");
  await expect(page.getByRole("searchbox", { name: "Search text" })).toBeFocused();
});

test("the first keys act in the order pressed, while their code arrives", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await signUp(page);
  await page.goto("/");
  await keysReady(page);
  await page.keyboard.press("g");
  await page.keyboard.press("a");
  await expect(page).toHaveURL("/activity");
});

test("? lists the shortcuts in a dialog that leaves with Escape", async ({ page }) => {
  test.slow(); // axe at both widths
  await page.setViewportSize(VIEWPORTS.wide);
  await page.goto("/");
  await keysReady(page);
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Next quip")).toBeVisible();
  await expect(dialog.getByText("Go to Activity")).toBeVisible();
  // The dialog's keys are its own.
  await page.keyboard.press("j");
  await expect(cards(page).first()).not.toBeFocused();
  await captureBothWidths(page, "keyboard-help");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("nothing fires while typing in a field, or with Ctrl, Alt or Meta", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
  await signUp(page);
  await page.goto("/?filter=new");
  await expect(cards(page).first()).toBeVisible();
  await keysReady(page);
  for (const chord of ["Alt+j", "Control+j", "Meta+j", "Alt+Shift+?"])
    await page.keyboard.press(chord);
  await expect(cards(page).first()).not.toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto("/search");
  await keysReady(page);
  const box = page.getByRole("searchbox", { name: "Search text" });
  await box.click();
  await page.keyboard.type("gh jkl/?n");
  await expect(box).toHaveValue("gh jkl/?n");
  await expect(page).toHaveURL("/search");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto("/compose");
  await keysReady(page);
  const quip = page.getByLabel("Your quip");
  await expect(quip).toBeFocused();
  await page.keyboard.type("g a ?");
  await expect(quip).toHaveValue("g a ?");
  await expect(page).toHaveURL("/compose");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Settings turn the shortcuts off for this browser, and on again", async ({ page }) => {
  test.slow(); // axe at both widths
  await page.setViewportSize(VIEWPORTS.wide);
  await signUp(page);
  await page.goto("/edit-profile");
  await keysReady(page);
  const section = page.getByRole("region", { name: "Keyboard shortcuts" });
  const toggle = section.getByRole("switch", { name: "Use keyboard shortcuts" });
  await expect(toggle).toBeChecked();
  await captureBothWidths(page, "settings-shortcuts");
  await page.setViewportSize(VIEWPORTS.wide);

  await section.getByRole("button", { name: "Show the shortcuts" }).click();
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.goto("/?filter=new");
  await expect(cards(page).first()).toBeVisible();
  await keysReady(page);
  await page.keyboard.press("?");
  await page.keyboard.press("j");
  await expect(dialog).toHaveCount(0);
  await expect(cards(page).first()).not.toBeFocused();

  await page.goto("/edit-profile");
  await keysReady(page);
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.keyboard.press("?");
  await expect(dialog).toBeVisible();
});
