import type { Page } from "@playwright/test";
import { captureBothWidths, expect, test, uniqueMember, VIEWPORTS } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mailbox";
import { signIn, signUp } from "./support/people";

const CONFIRM = "Confirm your email address for Quip";
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const section = (page: Page, name: string) => page.getByRole("region", { name });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("a member changes their password with the current one", async ({ page }) => {
  const member = await signUp(page);
  await page.goto("/account");
  const password = section(page, "Password");
  await expect(password).toBeVisible();
  await captureBothWidths(page, "account-security");
  await page.setViewportSize(VIEWPORTS.wide);

  const fresh = "a second long passphrase";
  await password.getByLabel("Current password").fill("not the password");
  await password.getByLabel("New password", { exact: true }).fill(fresh);
  await password.getByLabel("Confirm new password").fill(fresh);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("Your current password is not correct")).toBeVisible();
  await expect(password.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

  await password.getByLabel("Current password").fill(member.password);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(toasts(page).getByText(/^Password changed\./)).toBeVisible();
  await expect(password.getByLabel("Current password")).toHaveValue("");

  await page.context().clearCookies();
  const old = await page.request.post("/api/auth/login", {
    data: { username: member.username, password: member.password },
  });
  expect(old.status()).toBe(401);
  await signIn(page, member.username, fresh);
  const changed = await waitForMail(member.email, { subject: "Your Quip password was changed" });
  expect(changed).toContain("/forgot-password");
});

test("a new member confirms their address, then moves to another one by its mailed link", async ({
  page,
}) => {
  test.slow(); // two addresses, two mails, axe at both widths three times
  const member = await signUp(page);
  const banner = page.getByRole("complementary", { name: "Confirm your email address" });
  await expect(banner).toContainText(member.email);
  await captureBothWidths(page, "email-banner");
  await page.setViewportSize(VIEWPORTS.wide);

  // The banner's button mails a fresh link; only the newest one works.
  await banner.getByRole("button", { name: "Resend the mail" }).click();
  await expect(
    toasts(page).getByText(`We've sent a new confirmation link to ${member.email}.`),
  ).toBeVisible();
  const signUpMail = await waitForMail(member.email, { subject: CONFIRM });
  await page.goto(linkIn(signUpMail, "confirm-email"));
  await expect(page.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  await expect(page.getByText(`${member.email} is now your confirmed address.`)).toBeVisible();
  await expect(banner).toHaveCount(0);
  await captureBothWidths(page, "email-confirmed");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByRole("link", { name: "Go to Account and security" }).click();
  const email = section(page, "Email");
  await expect(email.getByText(member.email)).toBeVisible();
  await expect(email.getByText("Confirmed", { exact: true })).toBeVisible();

  const moved = uniqueMember().email;
  await email.getByLabel("New email address").fill(moved);
  await email.getByLabel("Current password").fill(member.password);
  await email.getByRole("button", { name: "Change email" }).click();
  await expect(
    toasts(page).getByText(
      `We've sent a confirmation link to ${moved}. Your address changes once you open it.`,
    ),
  ).toBeVisible();
  await expect(
    email.getByText(`Waiting for you to open the link sent to ${moved}.`, { exact: false }),
  ).toBeVisible();
  await expect(email.getByText(member.email)).toBeVisible();
  await captureBothWidths(page, "email-pending");
  await page.setViewportSize(VIEWPORTS.wide);

  const told = await waitForMail(member.email, {
    subject: "Your Quip email address is being changed",
  });
  expect(told).toContain(moved);
  const link = linkIn(await waitForMail(moved, { subject: CONFIRM }), "confirm-email");
  await page.goto(link);
  await expect(page.getByText(`${moved} is now your confirmed address.`)).toBeVisible();
  await page.getByRole("link", { name: "Go to Account and security" }).click();
  await expect(section(page, "Email").getByText(moved)).toBeVisible();
  await expect(section(page, "Email").getByText(/Waiting for you/)).toHaveCount(0);

  // A link works once.
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: "This confirmation link has already been used" }),
  ).toBeVisible();
  await captureBothWidths(page, "email-link-used");
});

test.describe("with a session ended elsewhere", () => {
  // The ended session's own reads are refused as signed out: that is what is tested.
  test.use({ unauthorizedReads: "expected" });

  test("a member signs another browser out, then every other one", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const member = await signUp(page);
    const other = await browser.newContext({ baseURL, viewport: VIEWPORTS.narrow });
    const otherPage = await other.newPage();
    await signIn(otherPage, member.username, member.password);

    await page.goto("/account");
    const sessions = section(page, "Where you're signed in");
    const rows = sessions.getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("This device");
    await expect(rows.first()).toContainText("active now");
    await expect(rows.nth(1)).toContainText(/Signed in .* ago · last active .* ago/);
    await captureBothWidths(page, "account-sessions");
    await page.setViewportSize(VIEWPORTS.wide);

    await rows
      .nth(1)
      .getByRole("button", { name: /^Sign out / })
      .click();
    await expect(toasts(page).getByText("Signed out of that device")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(sessions.getByText("You're signed in only on this device.")).toBeVisible();
    await otherPage.reload();
    await expect(otherPage.getByRole("link", { name: "Log In or Join" })).toBeVisible();
    expect((await otherPage.request.get("/api/auth/user")).status()).toBe(401);

    // Two more browsers, then "everywhere else".
    const devices = await Promise.all(
      [0, 1].map(async () => {
        const context = await browser.newContext({ baseURL });
        const device = await context.newPage();
        await signIn(device, member.username, member.password);
        return context;
      }),
    );
    await page.reload();
    await expect(rows).toHaveCount(3);
    await sessions.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(toasts(page).getByText("Signed out of 2 other devices")).toBeVisible();
    await expect(rows).toHaveCount(1);
    for (const context of devices) {
      expect((await context.request.get("/api/auth/user")).status()).toBe(401);
      await context.close();
    }
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    await other.close();
  });

  test("browsers signed out by a password change elsewhere are told why on the sign-in screen", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const member = await signUp(page);
    const device = async () => {
      const context = await browser.newContext({ baseURL });
      const opened = await context.newPage();
      await signIn(opened, member.username, member.password);
      return opened;
    };
    const [away, open] = await Promise.all([device(), device()]);
    await away.goto("/?filter=new");

    const fresh = "a second long passphrase";
    await page.goto("/account");
    const password = section(page, "Password");
    await password.getByLabel("Current password").fill(member.password);
    await password.getByLabel("New password", { exact: true }).fill(fresh);
    await password.getByLabel("Confirm new password").fill(fresh);
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(toasts(page).getByText(/^Password changed\./)).toBeVisible();

    const why = "You were signed out because your password was changed.";
    // Coming back to a page: the sign-in screen, and why.
    await away.reload();
    await expect(away).toHaveURL(/\/login\?returnTo=/);
    await expect(away.getByText(why)).toBeVisible();
    await captureBothWidths(away, "signed-out-password-changed");
    // Said once: the sign-in screen opened again later is the usual one.
    await away.reload();
    await expect(away.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(away.getByText(why)).toHaveCount(0);
    await away.getByLabel("Username or email").fill(member.username);
    await away.getByLabel("Password", { exact: true }).fill(fresh);
    await away.getByRole("button", { name: "Sign In" }).click();
    await expect(away).toHaveURL("/?filter=new");

    // A page left open: its next action finds the session ended, and says why.
    await open.getByRole("article").first().getByRole("button", { name: /^Like/ }).click();
    await expect(open).toHaveURL(/\/login\?returnTo=/);
    await expect(open.getByText(why)).toBeVisible();
    await away.context().close();
    await open.context().close();
  });
});
