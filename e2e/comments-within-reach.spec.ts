import { type APIRequestContext, request as http, type Page } from "@playwright/test";
import { DEMO_ADMIN } from "./support/demo-accounts";
import {
  captureBothWidths,
  expect,
  expectToast,
  test,
  uniqueMember,
  VIEWPORTS,
} from "./support/fixtures";
import { postQuip, signIn, signUp } from "./support/people";

/** A fresh member registered through the API, in a cookie jar of their own. */
async function apiMember(baseURL: string | undefined) {
  const request = await http.newContext({ baseURL });
  const member = uniqueMember();
  const answer = await request.post("/api/auth/register", {
    data: { username: member.username, email: member.email, password: member.password },
  });
  expect(answer.status()).toBe(201);
  return { request, username: member.username };
}

async function postAs(request: APIRequestContext, content: string) {
  const answer = await request.post("/api/quips", {
    data: { content, topicOfTheDay: false, topicText: null },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

async function commentAs(
  request: APIRequestContext,
  quipId: string,
  content: string,
  parentCommentId?: string,
) {
  const answer = await request.post(`/api/quips/${quipId}/comments`, {
    data: { content, parentCommentId: parentCommentId ?? null },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

function commentSaying(page: Page, text: string) {
  return page
    .getByRole("region", { name: /^Comments/ })
    .getByRole("article")
    .filter({ has: page.getByText(text, { exact: true }) });
}

/** captureBothWidths in the light theme and in the dark one; the page is left light. */
async function captureBothThemes(page: Page, name: string) {
  for (const theme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(theme === "dark");
    await captureBothWidths(page, `${name}-${theme}`);
  }
}

test("a member edits a comment in place within 15 minutes, and is told plainly once they pass", async ({
  page,
  baseURL,
}) => {
  test.slow(); // axe and screenshots at both widths, twice
  await page.setViewportSize(VIEWPORTS.narrow);
  const member = await signUp(page);
  const author = await apiMember(baseURL);
  const quipId = await postAs(author.request, `Edited comments e2e ${Date.now()}: lamp jazz.`);
  await commentAs(page.request, quipId, "Frist!");
  await page.goto(`/quip/${quipId}`);

  const edit = commentSaying(page, "Frist!").getByRole("button", {
    name: new RegExp(`^Edit comment by ${member.username}`),
  });
  await expect(edit).toContainText("15 min left");
  await edit.click();
  const box = page.getByLabel("Edit your comment");
  await expect(box).toBeFocused();
  await expect(box).toHaveValue("Frist!");
  await box.fill("First!");
  await captureBothThemes(page, "comment-edit-open");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Your comment has been updated");
  const edited = commentSaying(page, "First!");
  await expect(edited).toContainText("edited");
  await captureBothWidths(page, "comment-edited");

  // Past the 15 minutes, the box that is still open says so and offers no Save.
  await edited.getByRole("button", { name: /^Edit comment by/ }).click();
  await page.clock.fastForward("16:00");
  await expect(page.getByRole("alert")).toHaveText(
    "The 15-minute edit window for this comment has closed: it can no longer be edited",
  );
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  await captureBothThemes(page, "comment-edit-closed");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(edited.getByRole("button", { name: /^Edit comment by/ })).toHaveCount(0);
});

test("a member deletes a comment: gone without replies, a stub over replies, after a confirm", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize(VIEWPORTS.wide);
  await signUp(page);
  const other = await apiMember(baseURL);
  const quipId = await postAs(other.request, `Deleted comments e2e ${Date.now()}: fridge gossip.`);
  await commentAs(page.request, quipId, "Say nothing of this.");
  const kept = await commentAs(page.request, quipId, "A thought worth answering.");
  await commentAs(other.request, quipId, "An answer that stays.", kept);
  await page.goto(`/quip/${quipId}`);
  const comments = page.getByRole("region", { name: /^Comments/ });
  await expect(comments.getByRole("heading", { name: "Comments (3)" })).toBeVisible();

  await commentSaying(page, "Say nothing of this.")
    .getByRole("button", { name: /^Delete comment by/ })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Your Comment" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Comment deleted");
  await expect(commentSaying(page, "Say nothing of this.")).toHaveCount(0);
  await expect(comments.getByRole("heading", { name: "Comments (2)" })).toBeVisible();

  await commentSaying(page, "A thought worth answering.")
    .getByRole("button", { name: /^Delete comment by/ })
    .click();
  await page
    .getByRole("alertdialog", { name: "Delete Your Comment" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expectToast(page, "Comment deleted");
  await expect(comments.getByRole("article", { name: "This comment was deleted" })).toBeVisible();
  await expect(commentSaying(page, "An answer that stays.")).toBeVisible();
  await expect(commentSaying(page, "A thought worth answering.")).toHaveCount(0);
  // The stub keeps its place in the thread and in the count.
  await expect(comments.getByRole("heading", { name: "Comments (2)" })).toBeVisible();
  await captureBothThemes(page, "comment-deleted-stub");
});

test("the quip's author folds a comment for everyone, and a member reports one once", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize(VIEWPORTS.wide);
  await signUp(page);
  const rude = await apiMember(baseURL);
  const quipId = await postQuip(page, `Hidden comments e2e ${Date.now()}: my kettle sulks.`);
  await commentAs(rude.request, quipId, "This is the worst joke ever.");
  await page.goto(`/quip/${quipId}`);

  await commentSaying(page, "This is the worst joke ever.")
    .getByRole("button", { name: `Hide comment by ${rude.username}` })
    .click();
  await expectToast(page, "Comment hidden: it is folded for everyone");
  const comments = page.getByRole("region", { name: /^Comments/ });
  await expect(comments.getByText("Hidden by the quip's author")).toBeVisible();
  await expect(comments.getByText("This is the worst joke ever.")).toBeHidden();
  await captureBothWidths(page, "comment-hidden-author");

  // A member reads the fold, opens it, and reports the comment; twice is refused.
  const readerContext = await browser.newContext({ viewport: VIEWPORTS.narrow });
  const reader = await readerContext.newPage();
  await signUp(reader);
  await reader.goto(`/quip/${quipId}`);
  const fold = reader.getByRole("region", { name: /^Comments/ });
  await expect(fold.getByText("Hidden by the quip's author")).toBeVisible();
  await captureBothThemes(reader, "comment-hidden-reader");
  await fold.getByRole("button", { name: "Show hidden comment" }).click();
  await expect(commentSaying(reader, "This is the worst joke ever.")).toBeVisible();
  // The fold names nobody, and nothing but the quip's author may fold.
  await expect(fold.getByRole("button", { name: /^Hide comment/ })).toHaveCount(0);
  const report = () =>
    commentSaying(reader, "This is the worst joke ever.")
      .getByRole("button", { name: `Report comment by ${rude.username}` })
      .click();
  await report();
  const form = reader.getByRole("form", { name: "Why are you reporting this comment?" });
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Please choose a category: Offensive content or Other",
  );
  await form.getByLabel("Offensive content").check();
  await form.getByLabel("Tell us more (optional)").fill("Mean for no reason.");
  await captureBothThemes(reader, "comment-report-form");
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expectToast(reader, "Your report has been submitted for review.");
  await report();
  await reader.getByLabel("Other", { exact: true }).check();
  await reader.getByRole("button", { name: "Submit Report" }).click();
  await expectToast(reader, "Failed to submit report");
  await expect(reader.getByText("You have already reported this comment").first()).toBeVisible();
  await readerContext.close();

  // Unfolded again by the author: everyone reads it as it is.
  await comments.getByRole("button", { name: "Show hidden comment" }).click();
  await commentSaying(page, "This is the worst joke ever.")
    .getByRole("button", { name: `Unhide comment by ${rude.username}` })
    .click();
  await expectToast(page, "Comment shown again");
  await expect(comments.getByText("Hidden by the quip's author")).toHaveCount(0);

  // An administrator finds the report beside reported quips, and removes the comment.
  const adminContext = await browser.newContext({ viewport: VIEWPORTS.wide });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await admin.goto("/admin?tab=flags");
  const reported = admin
    .getByRole("region", { name: /^Reported comments/ })
    .getByRole("article")
    .filter({ hasText: "This is the worst joke ever." });
  await expect(reported).toContainText("Mean for no reason.");
  await captureBothThemes(admin, "comment-reports-admin");
  await reported.getByRole("button", { name: "Remove Comment" }).click();
  await admin
    .getByRole("alertdialog", { name: "Remove Comment" })
    .getByRole("button", { name: "Remove Comment" })
    .click();
  await expectToast(admin, "Comment removed");
  await expect(reported).toHaveCount(0);
  await adminContext.close();
  await page.reload();
  await expect(commentSaying(page, "This is the worst joke ever.")).toHaveCount(0);
});
