import { type APIRequestContext, request as http, type Page } from "@playwright/test";
import { scaled } from "../tests/support/time-budget";
import { DEMO_ADMIN } from "./support/demo-accounts";
import {
  animationsSettled,
  captureBothWidths,
  expect,
  expectToast,
  test,
  uniqueMember,
  VIEWPORTS,
} from "./support/fixtures";
import { signUp } from "./support/people";

const ADMIN = DEMO_ADMIN;

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
}

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
  const { id } = await answer.json();
  return { request, username: member.username, id };
}

/** captureBothWidths, then no sideways scrolling at 375 px; leaves the page wide. */
async function captureAdmin(page: Page, name: string) {
  await captureBothWidths(page, name);
  await page.setViewportSize(VIEWPORTS.narrow);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize(VIEWPORTS.wide);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("a visitor opening /admin is sent to sign in", async ({ page }) => {
  // The notice shows for half a second before the move: on a loaded machine a poll after the
  // page has loaded can step over it, so the page itself records that it was shown.
  await page.addInitScript((notice) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(notice)) {
        document.documentElement.dataset.sawNotice = "yes";
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, "Redirecting to Login");
  await page.goto("/admin");
  await expect(page).toHaveURL("/login");
  await expect(page.locator("html")).toHaveAttribute("data-saw-notice", "yes");
});

test("a member opening /admin sees Access Denied and is sent away", async ({ page }) => {
  await signUp(page);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin/, { timeout: scaled(6000) });
});

test("the dashboard shows the counts, today's topic and page views", async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin");
  await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  for (const label of ["Total quips", "Active quips", "Revealed quips", "Total users"]) {
    const value = page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect(value).toHaveText(/^\d[\d,]*$/);
  }
  await expect(page.getByRole("heading", { name: "Topic of the Day" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page views, last 14 days" })).toBeVisible();
  // The chart's numbers for assistive technology: a header row and 14 days.
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(15);
  await captureAdmin(page, "admin-dashboard");

  // Arrow keys move between tabs, and the tab is kept in the URL.
  await page.getByRole("tab", { name: "Dashboard" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL("/admin?tab=topics");
  await expect(page.getByRole("tab", { name: "Topics" })).toBeFocused();
});

test("topics: countdown, schedule tools, inline edit and duplicate warning", async ({ page }) => {
  test.slow(); // every tool, and a screenshot of an answer at both widths
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin?tab=topics");

  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before ?? "", { timeout: scaled(3000) });
  await expect(page.getByText(/Next change/).first()).toBeVisible();
  await expect(
    page.getByText(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M ET/).first(),
  ).toBeVisible();

  // Generate fills every empty upcoming day (the scheduler may already have filled them, which
  // it says).
  await page.getByRole("button", { name: "Generate AI Topics" }).click();
  await expectToast(
    page,
    /^(Generated \d+ topics?|No topics generated: every day of the next 14 .*)$/,
  );
  const rows = page.getByRole("list", { name: "Scheduled topics" }).getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(11);
  await expect(rows.first().getByText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur)day, /)).toBeVisible();

  // Empty the last day (after the confirmation), and Generate fills it again.
  const count = await rows.count();
  await rows
    .last()
    .getByRole("button", { name: /^Delete topic for / })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Scheduled topic deleted");
  await expect(rows).toHaveCount(count - 1);
  await page.getByRole("button", { name: "Generate AI Topics" }).click();
  await expectToast(page, "Generated 1 topic");
  await expect(rows).toHaveCount(count);

  // Every day has its topic now: pressing again says why it generates none, at either width.
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.getByRole("button", { name: "Generate AI Topics" }).click();
    await expectToast(
      page,
      "No topics generated: every day of the next 14 already has one (Sundays have none). Edit a day or refresh it to change its topic.",
    );
    await animationsSettled(page);
    await page.screenshot({ path: `e2e/screenshots/admin-generate-none-${label}.png` });
  }
  await expect(rows).toHaveCount(count);
  await page.setViewportSize(VIEWPORTS.wide);

  // Edit the first day's topic in place: words used before are refused with the server's reason.
  const previous = await (await page.request.get("/api/topics/previous")).json();
  const used: string = previous[0].topic;
  const first = rows.first();
  await first.getByRole("button", { name: /^Edit topic for / }).click();
  const editor = first.getByRole("textbox", { name: /^Topic for / });
  await editor.fill(used);
  await first.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Failed to update scheduled topic");
  await expectToast(page, `"${used}" has already been used or scheduled`);
  const mine = `Folding towels ${Date.now().toString(36)}`;
  await editor.fill(mine);
  await first.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Scheduled topic updated");
  await expect(rows.first().getByText(mine)).toBeVisible();
  await expect(rows.first().getByText("Manual", { exact: true })).toBeVisible();

  // Refresh Selected needs a selection.
  await page.getByRole("button", { name: "Refresh Selected Topics" }).click();
  await expectToast(page, "No Topics Selected");
  await expectToast(page, "Please select at least one topic to refresh");
  await rows.first().getByRole("checkbox").check();
  await expect(page.getByText(/^1 of \d+ selected$/)).toBeVisible();
  await page.getByRole("button", { name: "Refresh Selected Topics" }).click();
  await expectToast(page, "Refreshed 1 topic");
  await expect(rows.first().getByText(mine)).toHaveCount(0);
  await expect(rows.first().getByText("Auto", { exact: true })).toBeVisible();

  const selectAll = page.getByLabel("Select all");
  await selectAll.check();
  const total = await rows.count();
  await expect(page.getByText(`${total} of ${total} selected`)).toBeVisible();
  await selectAll.uncheck();
  await expect(page.getByText(`0 of ${total} selected`)).toBeVisible();

  await page.getByRole("button", { name: "Refresh Next Day" }).click();
  await expectToast(page, /^Next day's topic is now "/);

  // The set-topic form: required, counter, and a warning for words used before.
  await page.getByRole("button", { name: "Set Topic" }).click();
  await expect(page.getByText("Please enter a topic")).toBeVisible();
  const input = page.getByLabel("Topic", { exact: true });
  await input.fill(used);
  await expect(page.getByText(`${used.length}/100`)).toBeVisible();
  await expect(page.getByText("This topic has been used or scheduled before")).toBeVisible();
  await expect(
    page.getByText(/used (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day/).first(),
  ).toBeVisible();
  const fresh = `Brand new ${Date.now().toString(36)}`;
  await input.fill(fresh);
  await expect(page.getByText("This topic has been used or scheduled before")).toHaveCount(0, {
    timeout: scaled(3000),
  });

  await captureAdmin(page, "admin-topics");

  // Setting today's topic: it is live at once.
  await page.getByRole("button", { name: "Set Topic" }).click();
  await expectToast(page, "Topic of the day set");
  await expect(page.getByRole("region", { name: "Current topic" }).getByText(fresh)).toBeVisible();
  await expect(input).toHaveValue("");

  // Saving the (unchanged) change time clears the caches and reloads the page.
  const time = page.getByLabel("Topic change time (Eastern)");
  const value = await time.inputValue();
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, `Topic change time set to ${value} Eastern`);
  await reloaded;
  await expect(page.getByRole("timer")).toBeVisible();
});

test("on a Sunday an administrator cannot set a topic", { tag: "@sunday" }, async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin?tab=topics");
  const current = page.getByRole("region", { name: "Current topic" });
  await expect(current.getByText("No Topic Sunday", { exact: true })).toBeVisible();
  await captureAdmin(page, "admin-topics-sunday");
  await page.getByLabel("Topic", { exact: true }).fill(`Sunday best ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Set Topic" }).click();
  await expectToast(page, "Failed to set topic of the day");
  await expectToast(page, "Sunday has no topic (No Topic Sunday)");
  await expect(current.getByText("No Topic Sunday", { exact: true })).toBeVisible();
});

test("the topic countdown reloads the page when it reaches zero", async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  // The real change is up to a day away: answer the first timing call with one 2 s away.
  let served = false;
  await page.route("**/api/topic-timing", async (route) => {
    const response = await route.fetch();
    const timing = await response.json();
    const soon = served ? timing : { ...timing, timeUntilNextTopic: 2000 };
    served = true;
    await route.fulfill({ response, json: soon });
  });
  await page.goto("/admin?tab=topics");
  await expect(page.getByRole("timer")).toHaveText(/^00:00:0[0-2]$/);
  await page.waitForEvent("load");
  await expect(page.getByRole("timer")).not.toHaveText("00:00:00");
});

test("users: paging, granting and revoking admin, deleting a member", async ({ page, baseURL }) => {
  // Enough members for a second page of 20.
  const members = [];
  for (let i = 0; i < 9; i++) members.push(await apiMember(baseURL));
  const target = members[members.length - 1];
  const doomed = members[0];
  if (!target || !doomed) throw new Error("no members");

  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin?tab=users");
  await expect(page.getByRole("tab", { name: "Users" })).toHaveAttribute("aria-selected", "true");
  const users = page.getByRole("list", { name: "Users" }).getByRole("listitem");
  await expect(users).toHaveCount(20);
  await expect(page.getByText(/^Page 1 of [2-9]$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/^Page 2 of [2-9]$/)).toBeVisible();
  await expect(users.first()).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText(/^Page 1 of /)).toBeVisible();

  // The search box filters the loaded page (newest members come first).
  const search = page.getByRole("searchbox", { name: "Search this page by username or email" });
  await search.fill(target.username.toUpperCase());
  await expect(users).toHaveCount(1);
  await expect(users.first().getByText(`${target.username}@example.com`)).toBeVisible();
  await expect(users.first().getByText(/Joined .* · 0 quips/)).toBeVisible();
  await search.fill("nobody-has-this-name");
  await expect(page.getByText("No users found")).toBeVisible();
  await search.fill("");

  // Oneself: "You", disabled, in both lists.
  const admins = page.getByRole("list", { name: "Current admins" });
  await expect(admins.getByRole("button", { name: "You" })).toBeDisabled();

  // Grant admin to the fresh member, then revoke it.
  await page.getByRole("searchbox", { name: "Add an admin" }).fill(target.username);
  const results = page.getByRole("list", { name: "Search results" });
  await results.getByRole("button", { name: `Make Admin: ${target.username}` }).click();
  await expectToast(page, "Admin access granted");
  await expect(results.getByRole("button", { name: "Already Admin" })).toBeDisabled();
  await expect(admins.getByText(target.username, { exact: true })).toBeVisible();
  await captureAdmin(page, "admin-users");
  await admins.getByRole("button", { name: `Revoke Admin from ${target.username}` }).click();
  await expectToast(page, "Admin access revoked");
  await expect(admins.getByText(target.username, { exact: true })).toHaveCount(0);
  await expect(
    results.getByRole("button", { name: `Make Admin: ${target.username}` }),
  ).toBeVisible();

  // Delete a member, after the confirmation.
  await search.fill(doomed.username);
  await users
    .first()
    .getByRole("button", { name: `Delete ${doomed.username}` })
    .click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    `Are you sure you want to delete user ${doomed.username}? This action cannot be undone.`,
  );
  await dialog.getByRole("button", { name: "Delete User" }).click();
  await expectToast(page, "User deleted successfully");
  await expect(page.getByText("No users found")).toBeVisible();
  for (const member of members) await member.request.dispose();
});

test("flags: the admin sees a member's report, dismisses one and deletes a quip", async ({
  page,
  baseURL,
}) => {
  const author = await apiMember(baseURL);
  const reporter = await apiMember(baseURL);
  const post = async (content: string) => {
    const answer = await author.request.post("/api/quips", {
      data: { content, topicOfTheDay: false, topicText: null },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()).id as string;
  };
  const stamp = Date.now().toString(36);
  const stolen = await post(`My toaster files its taxes early ${stamp}.`);
  const repeat = await post(`My toaster files its taxes early, again ${stamp}.`);
  for (const [quipId, data] of [
    [
      stolen,
      { category: "Stolen from another source", reason: "A fridge magnet", linkedQuipId: null },
    ],
    [repeat, { category: "Repeat Quip", reason: null, linkedQuipId: stolen }],
  ] as const) {
    const answer = await reporter.request.post(`/api/quips/${quipId}/flag`, { data });
    expect(answer.status()).toBe(201);
  }

  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin?tab=flags");
  const stolenFlag = page.getByRole("article").filter({ hasText: `taxes early ${stamp}.` });
  await expect(
    stolenFlag.getByRole("heading", { name: "Stolen from another source" }),
  ).toBeVisible();
  await expect(stolenFlag.getByText("Source: A fridge magnet")).toBeVisible();
  await expect(stolenFlag.getByRole("link", { name: reporter.username })).toBeVisible();
  await expect(stolenFlag.getByRole("link", { name: author.username })).toBeVisible();
  await expect(stolenFlag.getByText("(still anonymous)")).toBeVisible();
  await expect(stolenFlag.getByRole("link", { name: "View quip" })).toHaveAttribute(
    "href",
    `/quip/${stolen}`,
  );
  const repeatFlag = page.getByRole("article").filter({ hasText: `again ${stamp}.` });
  await expect(repeatFlag.getByRole("link", { name: stolen })).toHaveAttribute(
    "href",
    `/quip/${stolen}`,
  );
  await captureAdmin(page, "admin-flags");

  await stolenFlag.getByRole("button", { name: "Dismiss Flag" }).click();
  await expectToast(page, "Flag dismissed");
  await expect(stolenFlag).toHaveCount(0);

  await repeatFlag.getByRole("button", { name: "Delete Quip" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this quip?");
  await dialog.getByRole("button", { name: "Delete Quip" }).click();
  await expectToast(page, "Quip deleted");
  await expect(repeatFlag).toHaveCount(0);
  expect((await page.request.get(`/api/quips/${repeat}`)).status()).toBe(404);
  // Reports other tests filed on this shared server are dismissed too: then none is pending.
  const pending = (await (await page.request.get("/api/admin/flags")).json()) as { id: string }[];
  for (const flag of pending) {
    expect((await page.request.delete(`/api/admin/flags/${flag.id}`)).status()).toBe(204);
  }
  await page.reload();
  await expect(page.getByText("No pending flags")).toBeVisible();
  await author.request.dispose();
  await reporter.request.dispose();
});
