import type { Page } from "@playwright/test";
import { GUESS_MSG } from "#shared/messages/guesses.ts";
import { scaled } from "../tests/support/time-budget";
import { DEMO_MEMBER } from "./support/demo-accounts";
import { captureFitting, expect, expectToast, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp } from "./support/people";

const m = GUESS_MSG;

/** The quip's page: its card, and the guess at its author below it. */
const guessRegion = (page: Page) => page.getByRole("region", { name: m.guessAction });

/**
 * Whodunnit (decision 0164): a member guesses who wrote an anonymous quip, sealed; changes the
 * guess; its author sees nothing of it. Then the server's clock moves past the quip's 48 hours:
 * the guess is scored, on the quip's page, on its card, and in the guesser's Activity.
 */
test("a member guesses who wrote an anonymous quip, changes it, and sees it scored at the reveal @reveal", async ({
  page,
  browser,
  revealAll,
}) => {
  // Two people, three screens at both widths with axe, and the reveal job's next run.
  test.setTimeout(scaled(300_000));
  await page.setViewportSize(VIEWPORTS.wide);
  const content = `Whodunnit e2e ${Date.now()}: I only know one knock-knock joke, and nobody answers.`;

  const authorContext = await browser.newContext({ viewport: VIEWPORTS.wide });
  const authorPage = await authorContext.newPage();
  const author = await signUp(authorPage);
  const quipId = await postQuip(authorPage, content);

  await signUp(page);
  await page.goto(`/quip/${quipId}`);
  const region = guessRegion(page);
  await expect(region).toContainText(m.invitation);
  await captureFitting(page, "guess-open");

  // A first guess, wrong, then changed to the author.
  await region.getByRole("button", { name: m.guessAction }).click();
  const dialog = page.getByRole("dialog", { name: m.dialogTitle });
  await expect(dialog).toContainText(m.dialogDescription);
  await dialog.getByLabel(m.usernameLabel).fill("nobody-goes-by-this");
  await dialog.getByRole("button", { name: m.submit }).click();
  await expect(dialog.getByText(m.unknownMember)).toBeVisible();
  await dialog.getByLabel(m.usernameLabel).fill(`@${DEMO_MEMBER.username}`);
  await captureFitting(page, "guess-dialog");
  await dialog.getByRole("button", { name: m.submit }).click();
  await expectToast(page, m.sealed);
  await expect(region).toContainText(m.yourGuess(DEMO_MEMBER.username));
  await region.getByRole("button", { name: m.change }).click();
  await expect(dialog.getByLabel(m.usernameLabel)).toHaveValue(DEMO_MEMBER.username);
  await dialog.getByLabel(m.usernameLabel).fill(author.username);
  await dialog.getByRole("button", { name: m.submit }).click();
  await expectToast(page, m.sealed);
  await expect(region).toContainText(m.yourGuess(author.username));
  await captureFitting(page, "guess-sealed");

  // From the card's menu in the feed, the same sealed guess.
  await page.goto("/?filter=new");
  const card = page.getByRole("article").filter({ hasText: content });
  await card.getByRole("button", { name: "More actions for this quip" }).click();
  await page.getByRole("menuitem", { name: m.guessAction }).click();
  await expect(dialog).toContainText(m.yourGuess(author.username));
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  // Its author sees nothing of it, and is offered no guess at their own quip.
  await authorPage.goto(`/quip/${quipId}`);
  await expect(authorPage.getByText(content)).toBeVisible();
  await expect(guessRegion(authorPage)).toHaveCount(0);
  await authorContext.close();

  // Past the quip's 48 hours: the guess is right, on the quip's page at once.
  await revealAll(page);
  await page.goto(`/quip/${quipId}`);
  await expect(page.getByRole("article", { name: `Quip by ${author.username}` })).toBeVisible();
  await expect(guessRegion(page)).toContainText(m.right);
  await expect(page.getByText(m.tally(1, 1)).first()).toBeVisible();
  await captureFitting(page, "guess-scored");

  // The reveal job's next run scores it for good: the notice, linked to the quip.
  await expect
    .poll(
      async () => {
        const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
        const activity = (await (
          await page.request.get(`/api/users/${me.id}/activity`)
        ).json()) as { items: Array<{ type: string }> };
        return activity.items.some((item) => item.type === "guess_right");
      },
      { timeout: scaled(150_000), intervals: [2_000] },
    )
    .toBe(true);
  await page.goto("/activity");
  const notice = page.getByRole("listitem").filter({ hasText: m.noticeRight });
  await expect(notice).toContainText(m.noticeFineLine(author.username));
  await notice.getByText(content.slice(0, 40)).click();
  await expect(page).toHaveURL(`/quip/${quipId}`);
  // The card says it now, from the quip's own totals.
  await expect(page.getByRole("article").getByText(m.tally(1, 1))).toBeVisible();

  // The guesser's figures count it; Sleuth and Ghost stand among the badges.
  await page.goto("/profile");
  const sleuth = page.getByRole("region", { name: m.statsTitle });
  await expect(sleuth.getByRole("definition")).toHaveText(["1 of 1", "100%", "1", "1"]);
  const badges = page.getByRole("region", { name: "Badges" });
  await expect(badges).toContainText("Sleuth");
  await expect(badges).toContainText("Ghost");
  await captureFitting(page, "guess-stats");
});
