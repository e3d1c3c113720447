import type { Locator, Page } from "@playwright/test";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp } from "./support/people";

type Quota = { topic: string; topicIdentifier: string; remaining: number };

const POSTED = "Your Quip has been posted and will remain anonymous for 48 hours.";

/** The topic places the compose screen is told about, as on a day the test clock never shows. */
async function topicCounts(page: Page, counts: { today: Quota | null; yesterday: Quota | null }) {
  await page.route("**/api/user-topic-quip-counts", (route) => route.fulfill({ json: counts }));
}

async function caretIsAtEnd(box: Locator): Promise<boolean> {
  return box.evaluate(
    (element) =>
      element instanceof HTMLTextAreaElement &&
      element.selectionStart === element.value.length &&
      element.selectionEnd === element.value.length,
  );
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("compose opens in the text box, the topic is one choice, and its message follows the text", async ({
  page,
}) => {
  test.slow(); // many steps, and axe at both widths
  await signUp(page);
  const today = (await (await page.request.get("/api/topic-of-the-day")).json()) as {
    topic: string;
  };
  await page.goto("/compose");
  const box = page.getByLabel("Your quip");
  await expect(box).toBeFocused();

  const group = page.getByRole("group", { name: "Topic" });
  const radios = group.getByRole("radio");
  await expect(radios).toHaveCount(3);
  await expect(
    group.getByRole("radio", {
      name: new RegExp(`^Today's topic: ${today.topic} ?, 3 quips left$`),
    }),
  ).not.toBeChecked();
  await expect(
    group.getByRole("radio", { name: /^Yesterday's topic: .+ ?, 3 quips left$/ }),
  ).not.toBeChecked();
  await expect(group.getByRole("radio", { name: /^No topic/ })).toBeChecked();

  // Passing the limit says so at once, not only once the member tries to post.
  await box.fill("a".repeat(520));
  await expect(page.getByText("Characters used: 520/500")).toBeVisible();
  const tooLong = page.getByText("Content is too long. Please keep it under 500 characters.");
  await expect(tooLong).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await captureBothWidths(page, "compose-too-long");
  await page.setViewportSize(VIEWPORTS.wide);
  await box.fill("a".repeat(480));
  await expect(tooLong).toHaveCount(0);

  // After a refused post, the message changes with the text and leaves once it is fine.
  await box.fill("");
  await page.getByRole("button", { name: "Post Quip" }).click();
  const empty = page.getByText("Please enter some content.");
  await expect(empty).toBeVisible();
  await box.fill("b".repeat(520));
  await expect(empty).toHaveCount(0);
  await expect(tooLong).toBeVisible();
  const content = `Keys e2e ${Date.now()}: my calendar double-booked itself.`;
  await box.fill(content);
  await expect(tooLong).toHaveCount(0);
  await expect(empty).toHaveCount(0);
  await expect(box).not.toHaveAttribute("aria-invalid", "true");

  // The choice moves with the keyboard as one group: from "No topic" up to yesterday's, today's.
  await group.getByRole("radio", { name: /^No topic/ }).focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(group.getByRole("radio", { name: /^Today's topic: / })).toBeChecked();
  await expect(group.getByRole("radio", { name: /^No topic/ })).not.toBeChecked();
  await captureBothWidths(page, "compose-topic-choice");
  await page.setViewportSize(VIEWPORTS.wide);

  await box.press("Control+Enter");
  await expect(page.getByText(POSTED, { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/?filter=new");
  const newest = (await (await page.request.get("/api/quips?filter=new&limit=10")).json()) as {
    content: string;
    topicOfTheDay: boolean;
    topicText: string | null;
  }[];
  const posted = newest.find((quip) => quip.content === content);
  expect(posted?.topicOfTheDay).toBe(true);
  expect(posted?.topicText).toBe(today.topic);
});

test("a quip posted on a topic with the keyboard names no author to anyone else", async ({
  page,
  browser,
}) => {
  const member = await signUp(page);
  await page.goto("/compose");
  await page.getByRole("radio", { name: /^Today's topic: / }).check();
  const content = `Keys anonymity e2e ${Date.now()}: the fridge hums my song.`;
  await page.getByLabel("Your quip").fill(content);
  await page.getByLabel("Your quip").press("Meta+Enter");
  await expect(page).toHaveURL("/?filter=new");

  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    await visitor.goto("/?filter=topicOfTheDay");
    const card = visitor.getByRole("article").filter({ hasText: content });
    await expect(card).toBeVisible();
    await expect(card).toContainText("anonymous");
    await expect(visitor.getByRole("main")).not.toContainText(member.username);
    const answer = await visitor.request.get("/api/quips?filter=topicOfTheDay&limit=50");
    const quips = (await answer.json()) as { content: string; author: unknown }[];
    const seen = quips.find((quip) => quip.content === content);
    expect(seen).toBeDefined();
    expect(seen?.author ?? null).toBeNull();
    expect(JSON.stringify(seen)).not.toContain(member.username);
  } finally {
    await other.close();
  }
});

test("Ctrl+Enter on an empty quip posts nothing and says what is missing", async ({ page }) => {
  await signUp(page);
  await page.goto("/compose");
  // Like the Post button, the keys wait for the topics, which decide whether a choice is needed.
  await expect(page.getByRole("radio", { name: /^No topic/ })).toBeChecked();
  await page.getByLabel("Your quip").press("Control+Enter");
  await expect(page.getByText("Please enter some content.")).toBeVisible();
  await expect(page).toHaveURL("/compose");
});

test("on a Monday only today's topic is offered besides none", async ({ page }) => {
  await signUp(page);
  await topicCounts(page, {
    today: {
      topic: "Parallel parking",
      topicIdentifier: "parallel-parking-2026-11-16",
      remaining: 3,
    },
    yesterday: null,
  });
  await page.goto("/compose");
  const group = page.getByRole("group", { name: "Topic" });
  await expect(group.getByRole("radio")).toHaveCount(2);
  await expect(
    group.getByRole("radio", { name: /^Today's topic: Parallel parking ?, 3 quips left$/ }),
  ).toBeVisible();
  await expect(group.getByRole("radio", { name: /^Yesterday's topic/ })).toHaveCount(0);
  await expect(group.getByRole("radio", { name: /^No topic/ })).toBeChecked();
  await captureBothWidths(page, "compose-monday");
});

test("on a Sunday there is no today's topic to choose", { tag: "@sunday" }, async ({ page }) => {
  await signUp(page);
  await page.goto("/compose");
  const group = page.getByRole("group", { name: "Topic" });
  await expect(group.getByRole("radio", { name: /^Yesterday's topic: / })).toBeVisible();
  await expect(group.getByRole("radio", { name: /^Today's topic/ })).toHaveCount(0);
  await expect(group.getByRole("radio")).toHaveCount(2);
  await expect(group.getByRole("radio", { name: /^No topic/ })).toBeChecked();
  await expect(page.getByLabel("Your quip")).toBeFocused();
  await captureBothWidths(page, "compose-sunday");
});

test("using a topic that is already full asks for a choice", async ({ page }) => {
  await signUp(page);
  await topicCounts(page, {
    today: { topic: "Lost socks", topicIdentifier: "lost-socks-2026-11-18", remaining: 0 },
    yesterday: { topic: "Alarm clocks", topicIdentifier: "alarm-clocks-2026-11-17", remaining: 2 },
  });
  await page.goto("/compose?useTopic=true");
  const group = page.getByRole("group", { name: "Topic" });
  await expect(group.getByRole("radio", { name: /^Today's topic: Lost socks/ })).toBeDisabled();
  await expect(group.getByRole("radio", { checked: true })).toHaveCount(0);
  await page.getByLabel("Your quip").fill("Full topic e2e: socks, again.");
  await page.getByRole("button", { name: "Post Quip" }).click();
  await expect(page.getByText("Please choose a topic")).toBeVisible();
  await group.getByRole("radio", { name: /^No topic/ }).check();
  await expect(page.getByText("Please choose a topic")).toHaveCount(0);
});

test("a draft opens with the caret after its text and posts live with Ctrl+Enter", async ({
  page,
}) => {
  await signUp(page);
  const draft = `Vault keys e2e ${Date.now()}: the kettle has opinions.`;
  const saved = await page.request.post("/api/vault", { data: { content: draft } });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };

  await page.goto(`/compose?mode=post-from-vault&vaultQuipId=${id}`);
  const box = page.getByLabel("Your quip");
  await expect(box).toHaveValue(draft);
  await expect(box).toBeFocused();
  expect(await caretIsAtEnd(box)).toBe(true);
  await expect(page.getByRole("radio", { name: /^No topic/ })).toBeChecked();
  await box.press("Control+Enter");
  await expect(page.getByText(POSTED, { exact: true })).toBeVisible();
  expect(await (await page.request.get("/api/vault")).json()).toEqual([]);
});

test("comments and replies post with Ctrl/Cmd+Enter; Escape closes a reply box", async ({
  page,
}) => {
  test.slow(); // many steps, and axe at both widths
  await signUp(page);
  const id = await postQuip(page, `Comment keys e2e ${Date.now()}: my umbrella quit.`);
  await page.goto(`/quip/${id}`);

  const comment = page.getByLabel("Add a comment");
  await comment.fill("   ");
  await comment.press("Control+Enter");
  await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  await comment.fill("Posted from the keyboard.");
  await comment.press("Control+Enter");
  await expect(page.getByText("Your comment has been posted", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  await expect(comment).toHaveValue("");
  // The author's comment on their own anonymous quip names no one, whichever way it was sent.
  await expect(page.getByRole("article", { name: "Comment by anonymous (author)" })).toBeVisible();

  const reply = page.getByRole("button", { name: /^Reply/ });
  await reply.click();
  const replyBox = page.getByLabel(/^Reply to /);
  await expect(replyBox).toBeFocused();
  await replyBox.fill("Never mind.");
  await captureBothWidths(page, "reply-open");
  await page.setViewportSize(VIEWPORTS.wide);
  await replyBox.press("Escape");
  await expect(replyBox).toHaveCount(0);
  await expect(reply).toBeFocused();
  await expect(reply).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(replyBox).toBeFocused();
  await replyBox.fill("A reply by Cmd+Enter.");
  await replyBox.press("Meta+Enter");
  await expect(page.getByText("Your reply has been posted", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (2)" })).toBeVisible();
  await expect(replyBox).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Reply/ }).first()).toBeFocused();
});

test("edit and delete dialogs start on their useful control and give focus back", async ({
  page,
}) => {
  test.slow(); // many steps, and axe at both widths
  await signUp(page);
  const content = `Dialog keys e2e ${Date.now()}: my stapler unionized.`;
  const id = await postQuip(page, content);
  await page.goto(`/quip/${id}`);

  const edit = page.getByRole("button", { name: "Edit" });
  await edit.click();
  const editor = page.getByRole("dialog", { name: "Edit Quip" });
  const box = editor.getByLabel("Your quip");
  await expect(box).toBeFocused();
  expect(await caretIsAtEnd(box)).toBe(true);
  await captureBothWidths(page, "edit-dialog-focus");
  await page.setViewportSize(VIEWPORTS.wide);
  await page.keyboard.press("Escape");
  await expect(editor).toHaveCount(0);
  await expect(edit).toBeFocused();

  await edit.press("Enter");
  await box.fill(`${content} Edited by keyboard.`);
  await box.press("Control+Enter");
  await expect(editor).toHaveCount(0);
  await expect(page.getByText(`${content} Edited by keyboard.`)).toBeVisible();
  await expect(edit).toBeFocused();

  const remove = page.getByRole("button", { name: "Delete your quip" });
  await remove.click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Your Quip" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await captureBothWidths(page, "delete-dialog-focus");
  await page.setViewportSize(VIEWPORTS.wide);
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
});

test("the draft's delete confirmation gives focus back to its Delete button", async ({ page }) => {
  await signUp(page);
  const saved = await page.request.post("/api/vault", { data: { content: "Focus draft e2e." } });
  expect(saved.status()).toBe(201);
  await page.goto("/profile?tab=vault");
  const remove = page.getByRole("button", { name: "Delete" });
  await remove.click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Draft" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
});

test("the report form starts on its first reason; Escape closes it back to the flag", async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  let id: string;
  try {
    const author = await other.newPage();
    await signUp(author);
    id = await postQuip(author, `Report keys e2e ${Date.now()}: my toaster files taxes.`);
  } finally {
    await other.close();
  }
  await signUp(page);
  await page.goto(`/quip/${id}`);
  const flag = page.getByRole("button", { name: "Report quip" });
  await flag.click();
  const form = page.getByRole("region", { name: "Report this quip" });
  await expect(form.getByRole("radio").first()).toBeFocused();
  await captureBothWidths(page, "report-focus");
  await page.setViewportSize(VIEWPORTS.wide);
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(flag).toBeFocused();
  await expect(flag).toHaveAttribute("aria-expanded", "false");
});
