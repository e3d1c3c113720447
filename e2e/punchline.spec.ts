import type { Locator, Page } from "@playwright/test";
import { captureFitting, expect, expectToast, test, VIEWPORTS } from "./support/fixtures";
import { signUp } from "./support/people";

/**
 * A punchline behind a tap (decision 0163): written beside the setup in the composer, with one
 * counter for both; on the card, hidden behind "Show punchline", a real button that a tap,
 * Enter or Space presses, revealing it in place without asking the server, the focus staying
 * on it; at 375 and 1280 px, checked by axe.
 */
const stamp = Date.now().toString(36);
const SETUP = `Why did the bicycle fall over? (${stamp})`;
const PUNCHLINE = `It was two-tired. (${stamp})`;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

/** Asks whether pressing `press` sends anything to the server: a tap must not. */
async function requestsDuring(page: Page, press: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const listener = (request: { url: () => string }) => sent.push(request.url());
  page.on("request", listener);
  await press();
  page.off("request", listener);
  return sent.filter((url) => new URL(url).pathname.startsWith("/api/"));
}

const cardOf = (page: Page) => page.getByRole("article").filter({ hasText: SETUP });

async function expectHidden(card: Locator, button: Locator) {
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(card.getByText(PUNCHLINE)).toHaveCount(0);
}

test("a member posts a quip with a punchline, which the card keeps behind a tap", async ({
  page,
}) => {
  test.slow(); // the composer and the card, each with axe at both widths
  await signUp(page);
  await page.goto("/compose");
  await page.getByLabel("Your quip").fill(SETUP);
  await expect(page.getByText(`${SETUP.length}/500`)).toBeVisible();

  // The punchline's field opens with the focus in it, and takes over the one counter.
  await page.getByRole("button", { name: "Add a punchline" }).click();
  const punchline = page.getByRole("textbox", { name: "Punchline" });
  await expect(punchline).toBeFocused();
  await punchline.fill(PUNCHLINE);
  await expect(page.getByText(`${SETUP.length + PUNCHLINE.length}/500`)).toBeVisible();
  // Past the shared limit together, the punchline says so.
  await punchline.fill("x".repeat(500 - SETUP.length + 1));
  await expect(
    page.getByText("A quip and its punchline together cannot exceed 500 characters"),
  ).toBeVisible();
  await punchline.fill(PUNCHLINE);
  await captureFitting(page, "punchline-compose");

  await page.getByRole("button", { name: "Post Quip" }).click();
  await expectToast(page, "Your Quip has been posted and will remain anonymous for 48 hours.");
  await expect(page).toHaveURL("/?filter=new");

  // On the card: the setup, and the punchline behind its button.
  const card = cardOf(page);
  await expect(card.getByText(SETUP)).toBeVisible();
  const button = card.getByRole("button", { name: "Show punchline" });
  await expectHidden(card, button);
  await captureFitting(page, "punchline-hidden");

  // A tap shows it in place, asking the server nothing; a second tap hides it again.
  const sent = await requestsDuring(page, () => button.click());
  expect(sent).toEqual([]);
  await expect(card.getByText(PUNCHLINE)).toBeVisible();
  const shown = card.getByRole("button", { name: "Hide punchline" });
  await expect(shown).toHaveAttribute("aria-expanded", "true");
  await expect(shown).toBeFocused();
  await captureFitting(page, "punchline-shown");
  await shown.click();
  await expectHidden(card, card.getByRole("button", { name: "Show punchline" }));
});

test("the punchline answers Enter and Space, and a tap on a phone, on the quip's own page", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page);
  const posted = await page.request.post("/api/quips", {
    data: { content: SETUP, punchline: PUNCHLINE },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  await page.goto(`/quip/${id}`);
  const card = cardOf(page).first();
  const button = card.getByRole("button", { name: /punchline$/ });
  await expectHidden(card, button);

  // The keyboard: the button is in the Tab order after the setup, and Enter and Space press it.
  await card.getByRole("link", { name: /^Open quip/ }).focus();
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card.getByText(PUNCHLINE)).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(button).toBeFocused();
  await page.keyboard.press("Space");
  await expectHidden(card, button);
  await expect(button).toBeFocused();
  await page.keyboard.press(" ");
  await expect(card.getByText(PUNCHLINE)).toBeVisible();

  // A phone: a tap, and the screen fits and passes axe with the punchline shown.
  const phone = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS.narrow,
    hasTouch: true,
    isMobile: true,
    storageState: await page.context().storageState(),
  });
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(`/quip/${id}`);
    const phoneCard = cardOf(phonePage).first();
    const phoneButton = phoneCard.getByRole("button", { name: "Show punchline" });
    await expectHidden(phoneCard, phoneButton);
    await phoneButton.tap();
    await expect(phoneCard.getByText(PUNCHLINE)).toBeVisible();
    await expect(phoneCard.getByRole("button", { name: "Hide punchline" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await captureFitting(phonePage, "punchline-quip-page");
  } finally {
    await phone.close();
  }
});

test("a draft keeps its punchline to the post, and the edit dialog changes it", async ({
  page,
}) => {
  test.slow(); // the vault, the composer and the dialog, with axe at both widths
  await signUp(page);
  const setup = `A draft with a twist (${stamp})`;
  await page.goto("/compose");
  await page.getByLabel("Your quip").fill(setup);
  await page.getByRole("button", { name: "Add a punchline" }).click();
  await page.getByRole("textbox", { name: "Punchline" }).fill("The twist is kept.");
  await page.getByRole("button", { name: "Save to Vault" }).click();
  await expect(page).toHaveURL(/tab=vault/);
  // The author reads their own draft whole.
  const draft = page.getByRole("listitem").filter({ hasText: setup });
  await expect(draft).toContainText("PunchlineThe twist is kept.");

  await draft.getByRole("link", { name: "Post Live" }).click();
  await expect(page.getByLabel("Your quip")).toHaveValue(setup);
  await expect(page.getByRole("textbox", { name: "Punchline" })).toHaveValue("The twist is kept.");
  await page.getByRole("button", { name: "Post Live" }).click();
  await expect(page).toHaveURL("/?filter=new");

  const card = page.getByRole("article").filter({ hasText: setup });
  await card.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Quip" });
  const punchline = dialog.getByRole("textbox", { name: "Punchline" });
  await expect(punchline).toHaveValue("The twist is kept.");
  await punchline.fill("The twist, reworded.");
  await captureFitting(page, "punchline-edit");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Quip updated");
  await card.getByRole("button", { name: "Show punchline" }).click();
  await expect(card.getByText("The twist, reworded.")).toBeVisible();

  // Removed in the dialog, the quip has no punchline and the card no button.
  await card.getByRole("button", { name: "Edit" }).click();
  await dialog.getByRole("button", { name: "Remove punchline" }).click();
  await expect(dialog.getByRole("button", { name: "Add a punchline" })).toBeFocused();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Quip updated");
  await expect(card.getByRole("button", { name: /punchline$/ })).toHaveCount(0);
});
