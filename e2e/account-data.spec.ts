import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { scaled } from "../tests/support/time-budget";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { postQuip, signUp } from "./support/people";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("a member downloads their data from the mailed link, signing in on the way", async ({
  page,
  browser,
}) => {
  test.slow(); // a mail, a download, and axe at both widths three times
  const member = await signUp(page);
  await postQuip(page, "a joke to take along");

  await page.goto("/account");
  const yourData = page.getByRole("region", { name: "Your data" });
  await expect(yourData.getByText("You haven't asked for a copy of your data yet.")).toBeVisible();
  await captureBothWidths(page, "account-data");
  await page.setViewportSize(VIEWPORTS.wide);

  await yourData.getByRole("button", { name: "Download my data" }).click();
  // The button goes; the sentence that says what happens now has the focus.
  await expect(yourData.getByRole("status")).toBeFocused();
  // Prepared at once in the background; the section follows it without a reload.
  await expect(yourData.getByText(/^Your data is ready\./)).toBeVisible({
    timeout: scaled(15_000),
  });
  await expect(yourData.getByText(/You can ask for a new copy on/)).toBeVisible();
  await expect(yourData.getByRole("button", { name: /Download my data|Ask again/ })).toHaveCount(0);

  const mail = await waitForMail(member.email);
  expect(mail).toContain("Subject: Your Quip data is ready");
  const link = /https?:\/\/[^\s"<>]+\/account\?export=[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();

  // Opened on a device where they are not signed in: sign in first, then the download.
  const elsewhere = await browser.newContext({ viewport: VIEWPORTS.wide });
  const other = await elsewhere.newPage();
  await other.goto(link as string);
  await expect(other).toHaveURL(/\/login\?returnTo=/);
  await other.getByLabel("Username or email").fill(member.username);
  await other.getByLabel("Password", { exact: true }).fill(member.password);
  await other.getByRole("button", { name: "Sign In" }).click();
  await expect(other).toHaveURL(/\/account\?export=/);
  const download = other
    .getByRole("region", { name: "Your data" })
    .getByRole("link", { name: /^Download the ZIP file \(\d+(\.\d)? (bytes|KB|MB)\)$/ });
  await expect(download).toBeVisible();
  await captureBothWidths(other, "account-data-download");
  await other.setViewportSize(VIEWPORTS.wide);

  const [file] = await Promise.all([other.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^quip-data-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const zip = unzipSync(new Uint8Array(readFileSync(await file.path())));
  const profile = JSON.parse(strFromU8(zip["profile.json"] as Uint8Array));
  expect(profile).toMatchObject({ username: member.username, email: member.email });
  const quips = JSON.parse(strFromU8(zip["quips.json"] as Uint8Array));
  expect(quips).toEqual([
    expect.objectContaining({
      content: "a joke to take along",
      anonymity: expect.objectContaining({ state: "anonymous" }),
    }),
  ]);
  await elsewhere.close();
});

test("a member deletes their account through the dialog and can no longer sign in", async ({
  page,
}) => {
  test.slow(); // axe at both widths three times
  const member = await signUp(page);
  await postQuip(page, "a joke that leaves with me");

  await page.goto("/account");
  const danger = page.getByRole("region", { name: "Delete your account" });
  await danger.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  for (const item of [
    "your quips, with their likes and comments",
    "your likes, bookmarks and drafts",
  ]) {
    await expect(dialog.getByRole("listitem").filter({ hasText: item })).toBeVisible();
  }
  await expect(dialog.getByText(/held back for 30 days/)).toBeVisible();
  const password = dialog.getByLabel("Your password");
  await expect(password).toBeFocused();
  await captureBothWidths(page, "account-delete-dialog");
  await page.setViewportSize(VIEWPORTS.wide);

  // Escape keeps the account, and the focus goes back to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(danger.getByRole("button", { name: "Delete my account" })).toBeFocused();

  await page.keyboard.press("Enter");
  await password.fill("not my password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Your current password is not correct")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");

  await password.fill(member.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL("/goodbye");
  await expect(
    page.getByRole("heading", { name: "Your account is deleted", level: 1 }),
  ).toBeVisible();
  await captureBothWidths(page, "account-goodbye");
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await page.goto("/login");
  await page.getByLabel("Username or email").fill(member.username);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
