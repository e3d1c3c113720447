import { type APIRequestContext, request as http } from "@playwright/test";
import { DEMO_ADMIN } from "./support/demo-accounts";
import { captureBothWidths, expect, test, uniqueMember, VIEWPORTS } from "./support/fixtures";
import { postQuip, signIn, signUp } from "./support/people";

type Account = { username: string; password: string };

/** Someone signed in through the API, in a cookie jar of their own. */
async function apiSession(
  baseURL: string | undefined,
  account?: Account,
): Promise<Account & { request: APIRequestContext; id: string }> {
  const request = await http.newContext({ baseURL });
  if (account) {
    const answer = await request.post("/api/auth/login", { data: account });
    expect(answer.status()).toBe(200);
    return { request, ...account, id: (await answer.json()).id };
  }
  const member = uniqueMember();
  const answer = await request.post("/api/auth/register", {
    data: { username: member.username, email: member.email, password: member.password },
  });
  expect(answer.status()).toBe(201);
  return { request, ...member, id: (await answer.json()).id };
}

test("a warned member reads the warning, appeals it and sees it overturned", async ({
  page,
  baseURL,
}) => {
  test.slow(); // three people, and axe at both widths three times
  await page.setViewportSize(VIEWPORTS.wide);
  const member = await signUp(page);
  const admin = await apiSession(baseURL, DEMO_ADMIN);
  const moderator = await apiSession(baseURL);
  expect(
    (await admin.request.post(`/api/admin/users/${moderator.id}/grant-moderator`)).status(),
  ).toBe(204);
  const reason = "Please keep the comments friendly: no name-calling.";
  const warned = await moderator.request.post(`/api/moderation/users/${member.id}/warnings`, {
    data: { reason },
  });
  expect(warned.status()).toBe(201);
  const warningId = ((await warned.json()) as { id: string }).id;

  // Activity tells them, and leads to Settings → Warnings.
  await page.goto("/activity");
  const list = page.getByRole("list", { name: "Your activity" });
  const notice = list.getByRole("listitem").filter({ hasText: "A moderator sent you a warning" });
  await expect(notice).toBeVisible();
  await captureBothWidths(page, "warnings-activity");
  await page.setViewportSize(VIEWPORTS.wide);
  await notice.getByRole("link", { name: "See your warnings" }).click();
  await expect(page).toHaveURL("/settings/warnings");
  await expect(page.getByRole("link", { name: "Warnings", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const card = page.getByRole("article", { name: /^Warning of / });
  await expect(card.getByText(reason)).toBeVisible();
  await expect(card.getByText(/^You may appeal once, until .+ ET\.$/)).toBeVisible();
  await captureBothWidths(page, "warnings-appeal-form");

  // An empty appeal is refused on the page; a real one is sent once.
  await page.setViewportSize(VIEWPORTS.wide);
  const field = card.getByLabel("Why should this warning be overturned?");
  await card.getByRole("button", { name: "Send appeal" }).click();
  await expect(card.getByRole("alert")).toHaveText(
    "Please say why this warning should be overturned",
  );
  await field.fill("I was quoting a line from a film, not calling anyone names.");
  await card.getByRole("button", { name: "Send appeal" }).click();
  await expect(
    page.getByText("Appeal sent: a moderator will review it", { exact: true }).first(),
  ).toBeVisible();
  await expect(card.getByText("Appealed: waiting for a moderator's review")).toBeVisible();
  await expect(card.getByRole("button", { name: "Send appeal" })).toHaveCount(0);

  // Another moderator (here an administrator) overturns it.
  const decided = await admin.request.post(`/api/moderation/appeals/${warningId}/decide`, {
    data: { outcome: "overturned", note: "Fair enough: it was a quote." },
  });
  expect(decided.status()).toBe(204);

  await page.goto("/activity");
  const outcome = list
    .getByRole("listitem")
    .filter({ hasText: "Your appeal was accepted: the warning is overturned" });
  await expect(outcome).toBeVisible();
  await outcome.getByRole("link", { name: "See your warnings" }).click();
  await expect(page).toHaveURL("/settings/warnings");
  await expect(card.getByText("Overturned", { exact: true })).toBeVisible();
  await expect(
    card.getByText("Your appeal was accepted: this warning is overturned."),
  ).toBeVisible();
  await expect(card.getByText("Fair enough: it was a quote.")).toBeVisible();
  await captureBothWidths(page, "warnings-overturned");

  await admin.request.dispose();
  await moderator.request.dispose();
});

test("a moderator warns a member from the queue, the member appeals, another overturns it there", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // four people, three screens, and axe at both widths five times
  const stamp = Date.now().toString(36);
  const admin = await apiSession(baseURL, DEMO_ADMIN);
  const reporter = await apiSession(baseURL);
  const warner = await apiSession(baseURL);
  expect((await admin.request.post(`/api/admin/users/${warner.id}/grant-moderator`)).status()).toBe(
    204,
  );

  // The member, signed in in a browser of their own, posts a quip (anonymous for 48 hours) and
  // is reported.
  const memberContext = await browser.newContext({ viewport: VIEWPORTS.wide });
  const memberPage = await memberContext.newPage();
  const member = await signUp(memberPage);
  const quipId = await postQuip(memberPage, `My kettle sings off-key ${stamp}.`);
  expect(
    (
      await reporter.request.post(`/api/users/${member.id}/report`, {
        data: { category: "harassment", reason: `Calls people names ${stamp}` },
      })
    ).status(),
  ).toBe(201);

  // The moderator warns them from their queue item. The anonymous quip cannot be cited: the
  // server's one refusal, shown as written.
  await page.setViewportSize(VIEWPORTS.wide);
  await signIn(page, warner.username, warner.password);
  await page.goto("/admin?tab=queue");
  await page.getByRole("button", { name: /^Members/ }).click();
  const memberItem = page.getByRole("article").filter({ hasText: `Calls people names ${stamp}` });
  await memberItem.getByRole("button", { name: "Warn", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Warn ${member.username}` });
  await dialog.getByLabel("Reason (the member reads it)").fill(`No name-calling, please ${stamp}.`);
  await dialog.getByLabel("A quip").check();
  await dialog.getByLabel("The quip's link or id").fill(`${baseURL}/quip/${quipId}`);
  await dialog.getByRole("button", { name: "Warn", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "A quip still anonymous cannot be cited in a warning: hide or remove it now, and warn its author once it is revealed",
  );
  await captureBothWidths(page, "moderation-warn-dialog");
  await page.setViewportSize(VIEWPORTS.wide);
  await dialog.getByLabel("Nothing").check();
  await dialog.getByRole("button", { name: "Warn", exact: true }).click();
  await expect(page.getByText("Warning sent", { exact: true }).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(memberItem).toHaveCount(0);

  // The member appeals from Settings → Warnings.
  await memberPage.goto("/settings/warnings");
  const card = memberPage.getByRole("article", { name: /^Warning of / });
  await expect(card.getByText(`No name-calling, please ${stamp}.`)).toBeVisible();
  await card
    .getByLabel("Why should this warning be overturned?")
    .fill(`I quoted a film, not a person ${stamp}.`);
  await card.getByRole("button", { name: "Send appeal" }).click();
  await expect(card.getByText("Appealed: waiting for a moderator's review")).toBeVisible();

  // The moderator who warned does not decide it: the appeal is not in their queue.
  await page.reload();
  await page.getByRole("button", { name: /^Appeals/ }).click();
  await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
  await expect(
    page.getByRole("article").filter({ hasText: `I quoted a film, not a person ${stamp}.` }),
  ).toHaveCount(0);

  // An administrator overturns it from the queue, with a note.
  const adminContext = await browser.newContext({ viewport: VIEWPORTS.wide });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await adminPage.goto("/admin?tab=queue");
  await adminPage.getByRole("button", { name: /^Appeals/ }).click();
  const appeal = adminPage
    .getByRole("article")
    .filter({ hasText: `I quoted a film, not a person ${stamp}.` });
  await expect(appeal).toContainText(`No name-calling, please ${stamp}.`);
  await expect(appeal.getByRole("link", { name: member.username })).toBeVisible();
  await expect(appeal.getByRole("link", { name: warner.username })).toBeVisible();
  await captureBothWidths(adminPage, "moderation-appeal");
  await adminPage.setViewportSize(VIEWPORTS.wide);
  await appeal.getByRole("button", { name: "Overturn" }).click();
  const decide = adminPage.getByRole("dialog", {
    name: `Overturn the warning of ${member.username}?`,
  });
  await decide.getByLabel("Note to the member (optional)").fill(`Fair: it was a quote ${stamp}.`);
  await captureBothWidths(adminPage, "moderation-appeal-decide");
  await adminPage.setViewportSize(VIEWPORTS.wide);
  await decide.getByRole("button", { name: "Overturn" }).click();
  await expect(
    adminPage.getByText("Appeal decided: the warning is overturned", { exact: true }).first(),
  ).toBeVisible();
  await expect(appeal).toHaveCount(0);

  // The member sees the outcome, with the note.
  await memberPage.reload();
  await expect(card.getByText("Overturned", { exact: true })).toBeVisible();
  await expect(card.getByText(`Fair: it was a quote ${stamp}.`)).toBeVisible();

  await memberContext.close();
  await adminContext.close();
  for (const session of [admin, reporter, warner]) await session.request.dispose();
});
