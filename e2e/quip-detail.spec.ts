import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp } from "./support/people";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("a member comments, replies, and replies to the reply (three levels at most)", async ({
  page,
  browser,
}) => {
  const member = await signUp(page);
  const content = `Detail e2e ${Date.now()}: my plant ghosted me.`;
  const id = await postQuip(page, content);
  await page.goto(`/quip/${id}`);
  await expect(page.getByText(content)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  await expect(page.getByText("No likes yet.", { exact: false })).toBeVisible();

  const post = page.getByRole("button", { name: "Post Comment" });
  await expect(post).toBeDisabled();
  await page.getByLabel("Add a comment").fill("   ");
  await expect(post).toBeDisabled();
  await page.getByLabel("Add a comment").fill("  First!  ");
  await post.click();
  await expect(page.getByText("Your comment has been posted", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  // The author sees their own comment on their anonymous quip as everyone does, marked "you":
  // a screenshot of their screen never names them.
  const first = page.getByRole("article", { name: "Comment by anonymous (author)" }).first();
  await expect(first.getByText("First!", { exact: true })).toBeVisible();
  await expect(first.getByText("you", { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(member.username);

  await page.getByRole("button", { name: /^Reply/ }).click();
  await page.getByLabel(/^Reply to /).fill("A reply.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Your reply has been posted", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (2)" })).toBeVisible();

  const replyButtons = page.getByRole("button", { name: /^Reply/ });
  await expect(replyButtons).toHaveCount(2);
  await replyButtons.nth(1).click();
  // One reply form at a time.
  await expect(page.getByRole("button", { name: "Post Reply" })).toHaveCount(1);
  await replyButtons.nth(0).click();
  await expect(page.getByRole("button", { name: "Post Reply" })).toHaveCount(1);
  await replyButtons.nth(1).click();
  await page.getByLabel(/^Reply to /).fill("A reply to the reply.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Your reply has been posted", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (3)" })).toBeVisible();
  await expect(page.getByText("A reply to the reply.")).toBeVisible();
  // Depth 3 has no Reply button: still two.
  await expect(page.getByRole("button", { name: /^Reply/ })).toHaveCount(2);

  await captureBothWidths(page, "quip-detail");

  // Anyone else sees the author of a still-anonymous quip as "anonymous (author)".
  const visitor = await browser.newPage();
  await visitor.goto(`/quip/${id}`);
  await expect(
    visitor.getByRole("article", { name: "Comment by anonymous (author)" }).first(),
  ).toContainText("First!");
  await expect(visitor.getByRole("heading", { name: "Comments (3)" })).toBeVisible();
  await visitor.close();
});

test("a member reports a quip: a bad link is refused, then a report is filed", async ({ page }) => {
  await signUp(page);
  const [target] = await (await page.request.get("/api/quips?filter=new&limit=1")).json();
  await page.goto(`/quip/${target.id}`);
  await expect(page.getByText(target.content)).toBeVisible();

  await page.getByRole("button", { name: "Report quip" }).click();
  const form = page.getByRole("region", { name: "Report this quip" });
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expect(form.getByText("Please choose a category")).toBeVisible();

  await form.getByRole("radio", { name: "Repeat Quip" }).check();
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expect(form.getByText("Please link the original quip")).toBeVisible();
  await form.getByLabel("Link to the original quip").fill("https://example.com/not-a-quip");
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByText("Invalid Quip Link", { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Please enter a valid quip ID or URL from 127\.0\.0\.1:\d+$/),
  ).toBeVisible();

  await form.getByRole("radio", { name: "Stolen from another source" }).check();
  await expect(form.getByLabel("What is the source?")).toBeVisible();
  await form.getByRole("radio", { name: "Other", exact: true }).check();
  await expect(form.getByLabel("Additional message:")).toBeVisible();

  await form.getByRole("radio", { name: "Offensive content" }).check();
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expect(
    page.getByText("Your report has been submitted for review.", { exact: true }),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  // Filed once, the quip says so, and there is no form to fill again.
  await expect(page.getByText("Reported", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Report quip" })).toHaveCount(0);
});

test("the author edits a fresh quip while the countdown runs", async ({ page }) => {
  await signUp(page);
  const id = await postQuip(page, `Edit e2e ${Date.now()}: first draft of a joke.`);
  await page.goto(`/quip/${id}`);

  await page.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Quip" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("timer")).toHaveText(/Time left to edit: 14:[0-5]\d/);
  const before = await dialog.getByRole("timer").textContent();
  await expect(dialog.getByRole("timer")).not.toHaveText(before ?? "");
  await expect(dialog.getByText("Characters used: ", { exact: false })).toBeVisible();
  await captureBothWidths(page, "edit-quip-dialog");
  await page.setViewportSize(VIEWPORTS.wide);

  const edited = `Edited e2e ${Date.now()}: second draft, funnier.`;
  await dialog.getByLabel("Your quip").fill(edited);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Quip updated", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(edited)).toBeVisible();

  await page.getByRole("button", { name: /^Edit/ }).click();
  await page
    .getByRole("dialog", { name: "Edit Quip" })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page.getByText("No changes", { exact: true })).toBeVisible();
  await expect(
    page.getByText("You haven't made any changes to the quip.", { exact: true }),
  ).toBeVisible();
});

test("a quip longer than 280 characters opens its edit dialog within the limit and saves", async ({
  page,
}) => {
  await signUp(page);
  const long =
    `Long e2e ${Date.now()}: ${"my cat reviews every box we bring home. ".repeat(8)}`.trim();
  expect(long.length).toBeGreaterThan(280);
  const id = await postQuip(page, long);
  await page.goto(`/quip/${id}`);

  await page.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Quip" });
  const text = dialog.getByLabel("Your quip");
  await expect(text).toHaveValue(long);
  // The posting limit, and no warning: the quip is well within it.
  await expect(dialog.getByText(`${long.length}/500`)).toBeVisible();
  await expect(dialog.locator("[data-warning]")).toHaveCount(0);
  await expect(text).not.toHaveAttribute("aria-invalid", "true");
  await captureBothWidths(page, "edit-quip-dialog-long");
  await page.setViewportSize(VIEWPORTS.wide);

  const corrected = long.replace("every box", "every single box");
  await text.fill(corrected);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Quip updated", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(corrected)).toBeVisible();
});

test("a quip that does not exist says so, with a way home", async ({ page }) => {
  await page.goto("/quip/3f2b8c4e-1d5a-4c7e-9a2b-6e8f0d1c2b3a");
  await expect(page.getByRole("heading", { name: "Quip not found." })).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL("/");
});

test("a visitor reads a quip and is sent to sign in to comment", async ({ page }) => {
  const [quip] = await (await page.request.get("/api/quips?filter=new&limit=1")).json();
  await page.goto(`/quip/${quip.id}`);
  await expect(page.getByText(quip.content)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to feed" })).toHaveAttribute("href", "/");
  await page.getByLabel("Add a comment").fill("Let me in");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(`/quip/${quip.id}`)}`);
  await expect(page.getByText("Sign in to comment")).toBeVisible();
});
