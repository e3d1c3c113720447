import type { Browser, Page } from "@playwright/test";
import { DEMO_ADMIN } from "./support/demo-accounts";
import { expect, expectAccessible, test, uniqueMember, VIEWPORTS } from "./support/fixtures";
import { postQuip, signIn, signUp } from "./support/people";

const WAITING = "Your account is waiting for approval";

/** Checked for accessibility and photographed at both widths, into /tmp; no sideways scroll. */
async function captureScreen(page: Page, name: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/sign-up-controls/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.wide);
}

async function asAdmin(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.wide });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  return page;
}

/** The tests of a file share their server: each leaves sign-up open as it found it. */
async function reopenSignUp(admin: Page) {
  const answer = await admin.request.put("/api/admin/settings/registration", {
    data: { mode: "open" },
  });
  expect(answer.status()).toBe(200);
}

async function fillSignUp(page: Page) {
  const member = uniqueMember();
  await page.getByLabel("Username", { exact: true }).fill(member.username);
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm password").fill(member.password);
  return member;
}

test("approval mode: a newcomer waits with a banner until an administrator approves them", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await asAdmin(browser, baseURL);
  try {
    await admin.goto("/admin?tab=signup");
    await expect(admin.getByRole("heading", { name: "Who can join" })).toBeVisible();
    await expect(admin.getByRole("radio", { name: /^Open \(current\)/ })).toBeChecked();
    await admin.getByRole("radio", { name: /^Approval/ }).check();
    await admin.getByRole("button", { name: "Save" }).first().click();
    await expect(admin.getByText("Sign-up mode saved", { exact: true }).first()).toBeVisible();
    await expect(admin.getByRole("radio", { name: /^Approval \(current\)/ })).toBeChecked();
    await captureScreen(admin, "admin-sign-up");

    await page.setViewportSize(VIEWPORTS.wide);
    await page.goto("/register");
    const reason = page.getByLabel("Why do you want to join? (optional)");
    await expect(reason).toBeVisible();
    await expect(
      page.getByText("New accounts are reviewed by a moderator.", { exact: false }),
    ).toBeVisible();
    const member = await fillSignUp(page);
    await reason.fill("I collect terrible puns and want to share them.");
    await captureScreen(page, "register-approval");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/");

    const banner = page.getByRole("complementary", { name: "Account awaiting approval" });
    await expect(banner).toContainText(WAITING);
    await expect(page.getByRole("button", { name: /^Like,/ }).first()).toBeDisabled();
    await captureScreen(page, "home-waiting");
    await page.goto("/compose");
    await expect(page.getByRole("note")).toContainText(WAITING);
    await expect(page.getByRole("button", { name: "Post Quip" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save to Vault" })).toBeEnabled();

    await admin.reload();
    const pending = admin.getByRole("article", { name: `@${member.username}` });
    await expect(pending).toContainText("I collect terrible puns and want to share them.");
    await expect(pending).toContainText("example.com");
    await captureScreen(admin, "admin-pending");
    await pending.getByRole("button", { name: `Approve ${member.username}` }).click();
    await expect(
      admin.getByText(`@${member.username} approved`, { exact: true }).first(),
    ).toBeVisible();
    await expect(pending).toHaveCount(0);

    await page.goto("/");
    await expect(page.getByText(WAITING)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Like,/ }).first()).toBeEnabled();
    await postQuip(page, `Approved at last ${Date.now()}: my fridge runs, I just watch.`);
  } finally {
    await reopenSignUp(admin);
  }
});

test("administrators block an email domain and decline a pending member", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await asAdmin(browser, baseURL);
  try {
    await admin.goto("/admin?tab=signup");
    const domain = admin.getByLabel("Block a domain");
    await domain.fill("not a domain");
    await admin.getByRole("button", { name: "Block" }).click();
    await expect(admin.getByText("Enter a domain such as example.com")).toBeVisible();
    await domain.fill("@Spam-Factory.TEST");
    await admin.getByRole("button", { name: "Block" }).click();
    const blocked = admin.getByRole("list", { name: "Blocked domains" });
    await expect(blocked).toContainText("spam-factory.test");

    await page.goto("/register");
    const member = uniqueMember();
    await page.getByLabel("Username", { exact: true }).fill(member.username);
    await page
      .getByLabel("Email", { exact: true })
      .fill(`${member.username}@mail.spam-factory.test`);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByLabel("Confirm password").fill(member.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Sign-ups from this email domain are not accepted")).toBeVisible();

    await admin.getByRole("button", { name: "Unblock spam-factory.test" }).click();
    await expect(admin.getByText("No email domains are blocked")).toBeVisible();

    await admin.request.put("/api/admin/settings/registration", { data: { mode: "approval" } });
    const { username } = await signUp(page);
    // Declining deletes the account: its page, left open, would read as signed out.
    await page.goto("about:blank");
    await admin.reload();
    await admin.getByRole("button", { name: `Decline ${username}` }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Decline" }).click();
    await expect(admin.getByText(`@${username} declined`, { exact: true }).first()).toBeVisible();
    await expect(admin.getByRole("article", { name: `@${username}` })).toHaveCount(0);
  } finally {
    await reopenSignUp(admin);
  }
});

test("invite mode: a member makes an invite and a newcomer joins with its link", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await asAdmin(browser, baseURL);
  try {
    // A member from before, who invites.
    await page.setViewportSize(VIEWPORTS.wide);
    await signUp(page);
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Invites" })).toHaveCount(0);
    await admin.request.put("/api/admin/settings/registration", { data: { mode: "invite" } });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Invites" })).toBeVisible();
    await expect(page.getByText("You have no invites yet")).toBeVisible();
    await page.getByRole("button", { name: "Create invite" }).click();
    const invites = page.getByRole("list", { name: "Your invites" });
    await expect(invites.getByText("Not used yet", { exact: false })).toBeVisible();
    const code = (await invites.locator("p.font-mono").first().textContent())?.trim() ?? "";
    expect(code).toMatch(/^[23456789A-HJ-NP-Z]{16}$/);
    await expect(page.getByRole("button", { name: `Copy link for ${code}` })).toBeVisible();
    await page.getByRole("heading", { name: "Invites" }).scrollIntoViewIfNeeded();
    await captureScreen(page, "account-invites");

    const newcomer = await browser.newContext({ baseURL, viewport: VIEWPORTS.wide });
    const joining = await newcomer.newPage();
    // Without a code, the form asks for one.
    await joining.goto("/register");
    await expect(joining.getByText("Joining Quip needs an invite code")).toBeVisible();
    await fillSignUp(joining);
    await joining.getByLabel("Invite code").fill("WRONGCODE2345678");
    await joining.getByRole("button", { name: "Create Account" }).click();
    await expect(
      joining.getByText("This invite code is not valid. Please ask for a new one."),
    ).toBeVisible();

    await joining.goto(`/register?invite=${code}`);
    await expect(joining.getByLabel("Invite code")).toHaveValue(code);
    await fillSignUp(joining);
    await captureScreen(joining, "register-invite");
    await joining.getByRole("button", { name: "Create Account" }).click();
    await expect(joining).toHaveURL("/");
    await expect(joining.getByText(WAITING)).toHaveCount(0);
    await newcomer.close();

    await page.reload();
    await expect(invites.getByText("Used", { exact: true })).toBeVisible();
    await invites.getByRole("button", { name: `Remove ${code}` }).click();
    await expect(page.getByText("You have no invites yet")).toBeVisible();
  } finally {
    await reopenSignUp(admin);
  }
});
