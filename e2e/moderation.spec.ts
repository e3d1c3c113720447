import { type APIRequestContext, request as http } from "@playwright/test";
import { DEMO_ADMIN } from "./support/demo-accounts";
import {
  captureBothWidths,
  captureFitting,
  expect,
  expectToast,
  test,
  uniqueMember,
  VIEWPORTS,
} from "./support/fixtures";
import { signIn, signUp } from "./support/people";

const ADMIN = DEMO_ADMIN;

/** A fresh member registered through the API, in a cookie jar of their own. */
async function apiMember(
  baseURL: string | undefined,
): Promise<{ request: APIRequestContext; username: string; id: string }> {
  const request = await http.newContext({ baseURL });
  const member = uniqueMember();
  const answer = await request.post("/api/auth/register", {
    data: { username: member.username, email: member.email, password: member.password },
  });
  expect(answer.status()).toBe(201);
  return { request, username: member.username, id: (await answer.json()).id };
}

async function postAs(member: { request: APIRequestContext }, content: string): Promise<string> {
  const answer = await member.request.post("/api/quips", {
    data: { content, topicOfTheDay: false, topicText: null },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).id;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("suspend and lift in the admin console: the member's banner, a refused like, the log", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two people, many steps, and axe at both widths
  const author = await apiMember(baseURL);
  const quipId = await postAs(author, `My kettle sings only on Tuesdays ${Date.now()}.`);
  const memberContext = await browser.newContext({ viewport: VIEWPORTS.wide });
  const memberPage = await memberContext.newPage();
  const member = await signUp(memberPage);
  const reason = "Spamming the comments with links.";

  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin?tab=users");
  await page.getByPlaceholder("Search by username or email").first().fill(member.username);
  const row = page.getByRole("list", { name: "Users" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Suspend ${member.username}` }).click();

  const dialog = page.getByRole("dialog", { name: `Suspend ${member.username}` });
  await expect(dialog.getByLabel("Ends (Eastern time)")).toHaveValue(
    /^\d{4}-\d{2}-\d{2}T\d{2}:00$/,
  );
  // A reason is required; the member reads it.
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(dialog.getByText("Please give a reason")).toBeVisible();
  await dialog.getByLabel("Reason (the member reads it)").fill(reason);
  await captureFitting(page, "moderation-suspend-dialog");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expectToast(page, "Member suspended");
  await expect(dialog).toHaveCount(0);
  await expect(
    row.getByText(/^Suspended until [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, .+ ET$/),
  ).toBeVisible();
  await expect(row.getByText(reason)).toBeVisible();
  await captureFitting(page, "moderation-users-suspended");

  // The member, on a page the server renders: the banner, and a like refused with the reason.
  await memberPage.goto(`/quip/${quipId}`);
  const banner = memberPage.getByRole("complementary", { name: "Account suspended" });
  await expect(banner).toContainText(
    /^Your account is suspended until [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M ET: /,
  );
  await expect(banner).toContainText(reason);
  await captureBothWidths(memberPage, "moderation-suspended-banner");
  const like = memberPage.getByRole("button", { name: "Like, 0 likes" });
  await like.click();
  await expectToast(memberPage, "Failed to like quip");
  await expect(memberPage.getByText(`Your account is suspended until`).last()).toBeVisible();
  await expect(memberPage.getByRole("button", { name: "Like, 0 likes" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  // The log tab records it: who, what, on whom, why.
  await page.getByRole("tab", { name: "Log" }).click();
  await expect(page).toHaveURL("/admin?tab=log");
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Suspended a member" });
  const entry = page
    .getByRole("list", { name: "Moderation actions" })
    .getByRole("listitem")
    .filter({ hasText: member.username })
    .first();
  await expect(entry).toContainText(`${ADMIN.username} Suspended a member`);
  await expect(entry).toContainText(`Reason: ${reason}`);
  await captureFitting(page, "moderation-log");
  // Nothing has been lifted yet on this server: the filtered list says so.
  await page.getByLabel("Acted by", { exact: true }).selectOption({ label: ADMIN.username });
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Lifted a suspension" });
  await expect(page.getByText("No actions match these filters")).toBeVisible();
  await captureFitting(page, "moderation-log-empty");

  // Lifted: the banner goes, the like goes through.
  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByPlaceholder("Search by username or email").first().fill(member.username);
  await row.getByRole("button", { name: `Lift suspension of ${member.username}` }).click();
  await expectToast(page, "Suspension lifted");
  await expect(row.getByText(/^Suspended/)).toHaveCount(0);
  await memberPage.reload();
  await expect(banner).toHaveCount(0);
  await memberPage.getByRole("button", { name: "Like, 0 likes" }).click();
  await expect(memberPage.getByRole("button", { name: "Like, 1 like" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await memberContext.close();
  await author.request.dispose();
});

test("flags come one row per quip; reported enough, a quip is hidden until its flags are dismissed", async ({
  page,
  baseURL,
}) => {
  const author = await apiMember(baseURL);
  const reporters = [await apiMember(baseURL), await apiMember(baseURL)];
  const visitor = await http.newContext({ baseURL });
  const stamp = Date.now().toString(36);
  const quipId = await postAs(author, `My umbrella only opens indoors ${stamp}.`);

  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin?tab=flags");
  const threshold = page.getByLabel("Reports that hide a quip");
  await expect(threshold).toHaveValue("5");
  try {
    await threshold.fill("2");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Auto-hide setting saved");

    const categories = ["Offensive content", "Other"];
    for (const [i, reporter] of reporters.entries()) {
      const answer = await reporter.request.post(`/api/quips/${quipId}/flag`, {
        data: { category: categories[i], reason: i === 1 ? "Not funny twice" : null },
      });
      expect(answer.status()).toBe(201);
    }
    expect((await visitor.get(`/api/quips/${quipId}`)).status()).toBe(404);
    expect((await author.request.get(`/api/quips/${quipId}`)).status()).toBe(200);

    await page.reload();
    const row = page.getByRole("article").filter({ hasText: `indoors ${stamp}.` });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("heading", { name: /2 reports/ })).toBeVisible();
    await expect(row.getByText("Hidden from members")).toBeVisible();
    // Hidden quips wait first.
    await expect(page.getByRole("article").first()).toContainText("Hidden from members");
    const chips = row.getByRole("list", { name: "Categories" }).getByRole("listitem");
    await expect(chips).toHaveText(["Offensive content × 1", "Other × 1"]);
    const reports = row.getByRole("list", { name: "Reports" }).getByRole("listitem");
    await expect(reports).toHaveCount(2);
    await expect(row.getByText("Message: Not funny twice")).toBeVisible();
    for (const reporter of reporters) {
      await expect(row.getByRole("link", { name: reporter.username })).toBeVisible();
    }
    await captureFitting(page, "moderation-flags");

    await row.getByRole("button", { name: "Dismiss 2 Flags" }).click();
    await expectToast(page, "2 flags dismissed");
    await expect(row).toHaveCount(0);
    expect((await visitor.get(`/api/quips/${quipId}`)).status()).toBe(200);
  } finally {
    const reset = await page.request.put("/api/admin/auto-hide", { data: { reports: 5 } });
    expect(reset.status()).toBe(200);
  }
  await visitor.dispose();
  await author.request.dispose();
  for (const reporter of reporters) await reporter.request.dispose();
});
