import type { Page } from "@playwright/test";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp } from "./support/people";

/** Comments written through the API by the signed-in member of `page`, oldest first. */
function commenter(page: Page, quipId: string) {
  return async (content: string, parentCommentId?: string) => {
    const answer = await page.request.post(`/api/quips/${quipId}/comments`, {
      data: { content, parentCommentId: parentCommentId ?? null },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
}

function commentsOf(page: Page) {
  return page.getByRole("region", { name: /^Comments/ });
}

function commentSaying(page: Page, text: string) {
  return commentsOf(page)
    .getByRole("article")
    .filter({ has: page.getByText(text, { exact: true }) });
}

test("a long conversation comes ten comments at a time as the reader scrolls, and more replies on asking", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await signUp(page);
  const id = await postQuip(page, `Paged comments e2e ${Date.now()}: my toaster has opinions.`);
  const comment = commenter(page, id);
  const thread = await comment("Comment 1");
  for (let i = 1; i <= 5; i++) await comment(`Reply ${i}`, thread);
  for (let i = 2; i <= 23; i++) await comment(`Comment ${i}`);

  await page.goto(`/quip/${id}`);
  const comments = commentsOf(page);
  await expect(comments.getByRole("heading", { name: "Comments (28)" })).toBeVisible();
  // Newest first: the first page is comments 23 to 14; the rest wait for the reader.
  await expect(comments.getByRole("article").first()).toContainText("Comment 23");
  await expect(commentSaying(page, "Comment 14")).toBeVisible();
  await expect(commentSaying(page, "Comment 13")).toHaveCount(0);

  await commentSaying(page, "Comment 14").scrollIntoViewIfNeeded();
  await expect(commentSaying(page, "Comment 13")).toBeVisible();
  await commentSaying(page, "Comment 4").scrollIntoViewIfNeeded();
  await expect(commentSaying(page, "Comment 1")).toBeVisible();
  await expect(comments.getByRole("article")).toHaveCount(25);

  // The oldest comment came with its first two replies; the other three wait for a press.
  await expect(commentSaying(page, "Reply 2")).toBeVisible();
  await expect(commentSaying(page, "Reply 3")).toHaveCount(0);
  await comments.getByRole("button", { name: /^Show 3 more replies/ }).click();
  await expect(commentSaying(page, "Reply 5")).toBeVisible();
  await expect(comments.getByRole("button", { name: /^Show \d+ more repl/ })).toHaveCount(0);

  // A reply lands last in its thread; a new comment first, under the form, with no reload.
  await commentSaying(page, "Comment 1")
    .getByRole("button", { name: /^Reply/ })
    .click();
  await page.getByLabel(/^Reply to /).fill("A late reply.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Your reply has been posted", { exact: true })).toBeVisible();
  await expect(commentSaying(page, "A late reply.")).toBeVisible();
  await expect(comments.getByRole("heading", { name: "Comments (29)" })).toBeVisible();
  await page.getByLabel("Add a comment").fill("Fresh thoughts.");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Your comment has been posted", { exact: true })).toBeVisible();
  await expect(comments.getByRole("article").first()).toContainText("Fresh thoughts.");
  await expect(comments.getByRole("heading", { name: "Comments (30)" })).toBeVisible();
  // Every comment the heading counts is on the screen, once.
  await expect(comments.getByRole("article")).toHaveCount(30);

  await captureBothWidths(page, "comment-pages");
});

test("a reader sees comments, more comments and more replies load, and fail with a way to try again", async ({
  page,
  browser,
}) => {
  await signUp(page);
  const id = await postQuip(page, `Failing comments e2e ${Date.now()}: my kettle sulks.`);
  const comment = commenter(page, id);
  for (let i = 1; i <= 11; i++) await comment(`Comment ${i}`);
  const thread = await comment("Comment 12");
  for (let i = 1; i <= 3; i++) await comment(`Reply ${i}`, thread);

  const visitor = await browser.newPage();
  await visitor.setViewportSize(VIEWPORTS.wide);
  const firstPage = /\/api\/quips\/[^/]+\/comments$/;
  await visitor.route(firstPage, (route) => route.fulfill({ status: 500, body: "Down." }));
  await visitor.goto(`/quip/${id}`);
  const comments = commentsOf(visitor);
  await expect(comments.getByRole("heading", { name: "Comments (15)" })).toBeVisible();
  await expect(comments.getByRole("alert")).toContainText("Failed to load comments.");
  await visitor.unroute(firstPage);

  // The next page is slow, then fails: the reader sees both, and tries again.
  const nextPage = /\/comments\?cursor=/;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await visitor.route(nextPage, async (route) => {
    await held;
    await route.fulfill({ status: 500, body: "Down." });
  });
  await comments.getByRole("button", { name: "Try again" }).click();
  await expect(commentSaying(visitor, "Comment 12")).toBeVisible();
  await commentSaying(visitor, "Comment 3").scrollIntoViewIfNeeded();
  await expect(comments.getByRole("status")).toHaveText("Loading more comments...");
  release();
  await expect(comments.getByRole("alert")).toContainText("Failed to load more comments.");
  await visitor.unroute(nextPage);
  await comments.getByRole("button", { name: "Try again" }).click();
  await expect(commentSaying(visitor, "Comment 1")).toBeVisible();

  const replies = /\/replies/;
  await visitor.route(replies, (route) => route.fulfill({ status: 500, body: "Down." }));
  await comments.getByRole("button", { name: /^Show 1 more reply/ }).click();
  await expect(comments.getByRole("alert")).toContainText("Failed to load more replies.");
  await visitor.unroute(replies);
  await comments.getByRole("button", { name: "Try again" }).click();
  await expect(commentSaying(visitor, "Reply 3")).toBeVisible();
  await visitor.close();
});

test("a quip without comments says so, and the first one shows at once", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await signUp(page);
  const id = await postQuip(page, `Quiet quip e2e ${Date.now()}: my sock left.`);
  await page.goto(`/quip/${id}`);
  const comments = commentsOf(page);
  await expect(comments.getByText("No comments yet. Start the conversation!")).toBeVisible();
  await page.getByLabel("Add a comment").fill("Me first.");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(commentSaying(page, "Me first.")).toBeVisible();
  await expect(comments.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
});

test("a quip opened from within the app comes with its first comments in one request", async ({
  page,
}) => {
  await signUp(page);
  const content = `Thread e2e ${Date.now()}: my kettle whistles in minor keys.`;
  const id = await postQuip(page, content);
  await commenter(page, id)("It only knows sad songs.");
  await page.goto("/");
  await expect(page.getByRole("main")).toBeVisible();

  // The quip, its comments, or both: what the page may ask for on opening.
  const reads = ["", "/comments", "/thread"].map((part) => `/api/quips/${id}${part}`);
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (reads.includes(path)) asked.push(path);
  });
  // As a link in the app does: the address changes and the app draws the page, no reload.
  await page.evaluate((path) => window.history.pushState(null, "", path), `/quip/${id}`);
  await expect(page.getByText(content)).toBeVisible();
  await expect(commentSaying(page, "It only knows sad songs.")).toBeVisible();
  expect(asked).toEqual([`/api/quips/${id}/thread`]);
});
