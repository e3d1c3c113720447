import { type APIRequestContext, request as http } from "@playwright/test";
import { DEMO_ADMIN } from "./support/demo-accounts";
import { captureBothWidths, expect, test, uniqueMember, VIEWPORTS } from "./support/fixtures";
import { signUp } from "./support/people";

/** Someone signed in through the API, in a cookie jar of their own. */
async function apiSession(
  baseURL: string | undefined,
  account?: { username: string; password: string },
): Promise<{ request: APIRequestContext; id: string }> {
  const request = await http.newContext({ baseURL });
  if (account) {
    const answer = await request.post("/api/auth/login", { data: account });
    expect(answer.status()).toBe(200);
    return { request, id: (await answer.json()).id };
  }
  const member = uniqueMember();
  const answer = await request.post("/api/auth/register", {
    data: { username: member.username, email: member.email, password: member.password },
  });
  expect(answer.status()).toBe(201);
  return { request, id: (await answer.json()).id };
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
