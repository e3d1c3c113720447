import { expect, test, uniqueMember } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mailbox";

test("a member resets a forgotten password with the link mailed to them", async ({
  page,
  browser,
}) => {
  const member = uniqueMember();
  const registered = await page.request.post("/api/auth/register", {
    data: { username: member.username, email: member.email, password: member.password },
  });
  expect(registered.status()).toBe(201);
  // A reset goes only to a confirmed address: the member opens the link mailed at sign-up.
  const welcome = await waitForMail(member.email, {
    subject: "Confirm your email address for Quip",
  });
  await page.goto(linkIn(welcome, "confirm-email"));
  await expect(page.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  // A second browser stays signed in with the old password: the reset must end its session.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await otherPage.request.post("/api/auth/login", {
    data: { username: member.username, password: member.password },
  });
  expect((await otherPage.request.get("/api/auth/user")).status()).toBe(200);
  await page.context().clearCookies();

  await page.goto("/forgot-password");
  await page.getByLabel(/email/i).fill(member.email);
  await page.getByRole("button", { name: /send|reset/i }).click();
  await expect(page.getByText("Check your email")).toBeVisible();

  const mail = await waitForMail(member.email, { subject: "Reset your Quip password" });
  const link = linkIn(mail, "reset-password");
  await page.goto(link);
  const fresh = "a brand new passphrase";
  await page.getByLabel(/^new password/i).fill(fresh);
  await page.getByLabel(/confirm/i).fill(fresh);
  await page.getByRole("button", { name: /reset password/i }).click();
  await expect(page.getByText("Password Reset Complete")).toBeVisible();

  expect((await otherPage.request.get("/api/auth/user")).status()).toBe(401);
  const oldPassword = await page.request.post("/api/auth/login", {
    data: { username: member.username, password: member.password },
  });
  expect(oldPassword.status()).toBe(401);
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(fresh);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");

  await page.goto(link);
  await expect(page.getByText("Invalid Reset Link")).toBeVisible();
  await otherDevice.close();
});
