import { type APIRequestContext, request as http } from "@playwright/test";
import { DEMO_ADMIN } from "./support/demo-accounts";
import {
  captureFitting,
  expect,
  expectToast,
  test,
  uniqueMember,
  VIEWPORTS,
} from "./support/fixtures";
import { signIn, signUp } from "./support/people";

/** Moderators and the review queue in the console, and reporting a member (decision 0152). */
const ADMIN = DEMO_ADMIN;

type ApiMember = { request: APIRequestContext; username: string; password: string; id: string };

/** A fresh member registered through the API, in a cookie jar of their own. */
async function apiMember(baseURL: string | undefined): Promise<ApiMember> {
  const request = await http.newContext({ baseURL });
  const member = uniqueMember();
  const answer = await request.post("/api/auth/register", {
    data: { username: member.username, email: member.email, password: member.password },
  });
  expect(answer.status()).toBe(201);
  return { request, ...member, id: (await answer.json()).id };
}

async function sent(answer: Promise<{ status(): number }>, status = 201) {
  expect((await answer).status()).toBe(status);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("an administrator makes a moderator, who works the queue from the moderation tabs alone", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // five members, every decision, and axe at both widths
  const stamp = Date.now().toString(36);
  const [author, commenter, reporter, reported, moderator] = await Promise.all([
    apiMember(baseURL),
    apiMember(baseURL),
    apiMember(baseURL),
    apiMember(baseURL),
    apiMember(baseURL),
  ]);
  const visitor = await http.newContext({ baseURL });

  // An anonymous quip, two comments on it and a member, all reported.
  const quip = await author.request.post("/api/quips", {
    data: {
      content: `My toaster reviews my bread ${stamp}.`,
      topicOfTheDay: false,
      topicText: null,
    },
  });
  expect(quip.status()).toBe(201);
  const quipId: string = (await quip.json()).id;
  const comment = async (content: string) => {
    const answer = await commenter.request.post(`/api/quips/${quipId}/comments`, {
      data: { content },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()).id as string;
  };
  const kept = await comment(`Harmless crumbs ${stamp}`);
  const removed = await comment(`Rude crumbs ${stamp}`);
  await sent(
    reporter.request.post(`/api/quips/${quipId}/flag`, { data: { category: "Offensive content" } }),
  );
  for (const id of [kept, removed]) {
    await sent(reporter.request.post(`/api/comments/${id}/flag`, { data: { category: "Other" } }));
  }
  await sent(
    reporter.request.post(`/api/users/${reported.id}/report`, {
      data: { category: "spam", reason: `Posts links everywhere ${stamp}` },
    }),
  );

  // The administrator makes a member a moderator from the Users tab.
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin?tab=users");
  await page.getByPlaceholder("Search by username or email").first().fill(moderator.username);
  const row = page.getByRole("list", { name: "Users" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Make ${moderator.username} a moderator` }).click();
  await expectToast(page, "Moderator role granted");
  await expect(row.getByText("Moderator", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Moderators" }).getByRole("link", { name: moderator.username }),
  ).toBeVisible();
  await captureFitting(page, "moderation-queue-users");

  // Administrators see the Queue tab, the anonymous quip as anonymous, and may ask, on record.
  await page.getByRole("tab", { name: "Queue" }).click();
  await expect(page).toHaveURL("/admin?tab=queue");
  const adminQuip = page.getByRole("article").filter({ hasText: `reviews my bread ${stamp}` });
  await expect(adminQuip).toContainText("Quip by anonymous");
  await expect(adminQuip).not.toContainText(author.username);
  await adminQuip.getByRole("button", { name: "Who wrote this?" }).click();
  const ask = page.getByRole("alertdialog", { name: "See who wrote this quip?" });
  await expect(ask).toContainText("recorded in the moderation log");
  await ask.getByRole("button", { name: "Show the author" }).click();
  await expect(adminQuip.getByRole("link", { name: author.username })).toBeVisible();

  // The moderator: "Moderation" in the navigation, the queue and the log, nothing else.
  const context = await browser.newContext({ viewport: VIEWPORTS.wide });
  const modPage = await context.newPage();
  await signIn(modPage, moderator.username, moderator.password);
  await expect(
    modPage
      .getByRole("complementary", { name: "Sidebar" })
      .getByRole("link", { name: "Moderation" }),
  ).toBeVisible();
  await modPage
    .getByRole("navigation", { name: "Primary" })
    .getByRole("link", { name: "Moderation", exact: true })
    .click();
  await expect(modPage).toHaveURL("/admin");
  await expect(modPage.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
  await expect(modPage.getByRole("tab")).toHaveText(["Queue", "Sign-up", "Log"]);
  for (const tab of ["dashboard", "topics", "users", "flags", "messages"]) {
    await modPage.goto(`/admin?tab=${tab}`);
    await expect(modPage.getByRole("tab", { name: "Queue" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  }
  await modPage.goto("/admin");

  const quipItem = modPage.getByRole("article").filter({ hasText: `reviews my bread ${stamp}` });
  await expect(quipItem).toContainText("Quip by anonymous");
  await expect(quipItem).not.toContainText(author.username);
  await expect(quipItem.getByRole("button", { name: "Who wrote this?" })).toHaveCount(0);
  await expect(quipItem.getByRole("link", { name: reporter.username })).toBeVisible();
  await captureFitting(modPage, "moderation-queue");

  // Hidden by the moderator: gone for members until shown again.
  await quipItem.getByRole("button", { name: "Hide", exact: true }).click();
  await expectToast(modPage, "Quip hidden from members");
  await expect(quipItem.getByText("Hidden by a moderator")).toBeVisible();
  expect((await visitor.get(`/api/quips/${quipId}`)).status()).toBe(404);

  // A comment's reports dismissed; another comment removed, after a confirmation.
  const keptItem = modPage.getByRole("article").filter({ hasText: `Harmless crumbs ${stamp}` });
  await expect(keptItem).toContainText(`Comment by ${commenter.username}`);
  await keptItem.getByRole("button", { name: "Dismiss report" }).click();
  await expectToast(modPage, "Reports dismissed");
  await expect(keptItem).toHaveCount(0);

  const removedItem = modPage.getByRole("article").filter({ hasText: `Rude crumbs ${stamp}` });
  await removedItem.getByRole("button", { name: "Remove comment" }).click();
  const confirm = modPage.getByRole("alertdialog", { name: "Remove this comment?" });
  await confirm.getByRole("button", { name: "Remove comment" }).click();
  await expectToast(modPage, "Comment removed");
  await expect(removedItem).toHaveCount(0);

  // The reported member: a staff note, then suspended with the console's dialog, which takes
  // their reports out of the queue (decision 0158).
  await modPage.getByRole("button", { name: /^Members/ }).click();
  const memberItem = modPage.getByRole("article").filter({ hasText: reported.username });
  await expect(memberItem).toContainText(`Posts links everywhere ${stamp}`);
  await expect(modPage.getByRole("article").filter({ hasText: /^Quip/ })).toHaveCount(0);

  await memberItem.getByRole("button", { name: "Staff notes" }).click();
  const notes = memberItem.getByRole("region", {
    name: `Staff notes about ${reported.username}`,
  });
  await expect(notes).toContainText("No staff notes yet");
  await notes.getByLabel("Add a note (staff only)").fill(`Warned by mail ${stamp}.`);
  await notes.getByRole("button", { name: "Add note" }).click();
  await expectToast(modPage, "Note added");
  await expect(notes.getByRole("list", { name: "Staff notes" })).toContainText(
    `Warned by mail ${stamp}.`,
  );
  await expect(notes.getByRole("list", { name: "Staff notes" })).toContainText(moderator.username);
  await captureFitting(modPage, "moderation-queue-member");

  await memberItem.getByRole("button", { name: "Suspend", exact: true }).click();
  const dialog = modPage.getByRole("dialog", { name: `Suspend ${reported.username}` });
  await dialog.getByLabel("Reason (the member reads it)").fill("Spam, again and again.");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expectToast(modPage, "Member suspended");
  await expect(memberItem).toHaveCount(0);

  // The log: the moderator's own actions at once, marked as a moderator's.
  await modPage.getByRole("tab", { name: "Log" }).click();
  const hid = modPage
    .getByRole("list", { name: "Moderation actions" })
    .getByRole("listitem")
    .filter({ hasText: "Hid a quip" })
    .filter({ hasText: moderator.username })
    .first();
  await expect(hid).toContainText("Moderator");
  await captureFitting(modPage, "moderation-queue-log");

  await context.close();
  await visitor.dispose();
  for (const member of [author, commenter, reporter, reported, moderator]) {
    await member.request.dispose();
  }
});

test("a member reports another from their profile, once", async ({ page, baseURL }) => {
  const target = await apiMember(baseURL);
  await signUp(page);
  await page.goto(`/profile/${target.id}`);
  await page.getByRole("button", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: `Report ${target.username}` });
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Please choose a category: Spam, Harassment, Impersonation or Other",
  );
  await dialog.getByLabel("Harassment").check();
  await dialog.getByLabel("Tell us more (optional)").fill("Replies to every quip of mine.");
  await captureFitting(page, "moderation-report-member");
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expectToast(page, "Your report has been submitted for review.");
  await expect(dialog).toHaveCount(0);

  // A second report while the first waits is refused in the server's words.
  await page.getByRole("button", { name: "Report" }).click();
  await dialog.getByLabel("Spam").check();
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expectToast(page, "You have already reported this member");
  await target.request.dispose();
});
