import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";

test("about, privacy and terms say what Quip promises", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "About Quip", level: 1 })).toBeVisible();
  await expect(page.getByText(/first 48 hours/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "The Topic of the Day" })).toBeVisible();
  for (const title of ["Mayor", "Deputy Mayor", "City Treasurer", "City Council"]) {
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Meet QuipBot" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create your account" })).toHaveAttribute(
    "href",
    "/register",
  );
  await expect(
    page.getByRole("main").getByRole("link", { name: "Contact us" }).first(),
  ).toBeVisible();
  await captureBothWidths(page, "about");

  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect(page.getByText("Last updated: Nov 26, 2026")).toBeVisible();
  await expect(page.getByRole("heading", { name: "How anonymity works" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Taking your data with you" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Deleting your account" })).toBeVisible();
  await expect(page.getByText(/Nothing personal is\s+recorded with a view/)).toBeVisible();
  await captureBothWidths(page, "privacy");
  // On a wide screen the contents jump to a section.
  await page.setViewportSize(VIEWPORTS.wide);
  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "Cookies" })
    .click();
  await expect(page).toHaveURL(/\/privacy#cookies$/);

  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
  await expect(page.getByText("13 or older")).toBeVisible();
  await expect(page.getByText(/parent or guardian/)).toBeVisible();
  await expect(page.getByText("1 USD")).toBeVisible();
  await expect(page.getByText(/Commonwealth of Pennsylvania/)).toBeVisible();
  await captureBothWidths(page, "terms");
});

test("the contact form checks each field, then sends and clears", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  await captureBothWidths(page, "contact");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByLabel("Name").fill("A");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Subject").fill("Hi");
  await page.getByLabel("Message").fill("Too short");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Subject must be at least 5 characters")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();
  await captureBothWidths(page, "contact-errors");
  await page.setViewportSize(VIEWPORTS.wide);

  // Errors follow the typing once the form was sent.
  await page.getByLabel("Name").fill("Ada Lovelace");
  await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Subject").fill("Loving the topics");
  await page.getByLabel("Message").fill("Could we have a topic about analytical engines one day?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
  await expect(page.getByText("We'll get back to you soon.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");
});

test("forgot password asks for an email and says to check the inbox", async ({ page }) => {
  await page.goto("/login");
  await page
    .getByRole("link", { name: /forgot/i })
    .first()
    .click();
  await expect(page).toHaveURL("/forgot-password");
  await captureBothWidths(page, "forgot-password");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByLabel("Email").fill("nope");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await page.getByLabel("Email").fill("someone-who-may-not-exist@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email", level: 1 })).toBeVisible();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
  await captureBothWidths(page, "forgot-password-sent");
});

test("reset password without a token, with a bad token, and the form's checks", async ({
  page,
}) => {
  await page.goto("/reset-password");
  await expect(
    page.getByRole("heading", { name: "No reset token provided", level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await captureBothWidths(page, "reset-password-no-token");

  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link", level: 1 })).toBeVisible();
  await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
  await captureBothWidths(page, "reset-password-invalid");
  await page.setViewportSize(VIEWPORTS.wide);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL("/forgot-password");
});

test("a good reset link: the form's checks, completion, and a link used meanwhile", async ({
  page,
}) => {
  // Reset tokens only travel by email: stand in for the server's answers about one.
  await page.route("**/api/auth/verify-reset-token/*", (route) =>
    route.fulfill({ json: { valid: true } }),
  );
  let answer = { status: 400, contentType: "text/plain", body: "Invalid Reset Link" };
  await page.route("**/api/auth/reset-password", (route) => route.fulfill(answer));

  await page.goto("/reset-password?token=emailed-token");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await captureBothWidths(page, "reset-password-form");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a brand new password");
  await page.getByLabel("Confirm new password").fill("a different password");
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("a brand new password");
  await expect(page.getByText("Passwords don't match")).toHaveCount(0);

  // Used or expired between opening and sending: the invalid-link screen.
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Invalid Reset Link", level: 1 })).toBeVisible();

  answer = {
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({ message: "Password Reset Complete" }),
  };
  await page.reload();
  await page.getByLabel("New password", { exact: true }).fill("a brand new password");
  await page.getByLabel("Confirm new password").fill("a brand new password");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    page.getByRole("heading", { name: "Password Reset Complete", level: 1 }),
  ).toBeVisible();
  await captureBothWidths(page, "reset-password-complete");
  await page.setViewportSize(VIEWPORTS.wide);
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/login");
});
