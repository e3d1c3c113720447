import { captureBothWidths, expect, test, uniqueMember, VIEWPORTS } from "./support/fixtures";
import { signOut } from "./support/people";

test("a newcomer registers, signs out and signs back in with their email", async ({ page }) => {
  const member = uniqueMember();
  await page.setViewportSize(VIEWPORTS.wide);
  await page.goto("/register");
  await captureBothWidths(page, "register");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByLabel("Username", { exact: true }).fill(member.username);
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm password").fill(member.password);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL("/");
  await expect(page.getByText(`@${member.username}`).first()).toBeVisible();
  await captureBothWidths(page, "home-member");

  await signOut(page);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Log In or Join" }).first()).toBeVisible();

  await page.goto("/login");
  await captureBothWidths(page, "login");
  await page.setViewportSize(VIEWPORTS.wide);
  await page.getByLabel("Username or email").fill(member.email.toUpperCase());
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText(`@${member.username}`).first()).toBeVisible();
});

test("the sign-in screen shows the server's refusal and the form's own checks", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill("nobody-at-all@example.com");
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid username or password")).toBeVisible();

  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL("/register");
  await expect(page.getByText("Invalid username or password")).toHaveCount(0);
  await page.getByLabel("Username", { exact: true }).fill("ab");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("different");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
});

test("a visitor sees the home shell with its welcome and sidebar", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Log In or Join" }).first()).toBeVisible();
  await captureBothWidths(page, "home-visitor");
  await page.setViewportSize(VIEWPORTS.narrow);
  const tabs = page.getByRole("navigation", { name: "Primary" });
  for (const name of ["Home", "Activity", "Compose", "Search", "Profile"]) {
    await expect(tabs.getByRole("link", { name })).toBeVisible();
  }
});

test("an unknown path shows the 404 page with its way back", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! Page Not Found" })).toBeVisible();
  await expect(page.getByText(/wandered off into the humor void/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Hot Quips" })).toHaveAttribute(
    "href",
    "/?filter=hot",
  );
  await expect(page.getByRole("link", { name: "Top All Time" })).toHaveAttribute(
    "href",
    "/?filter=topAllTime",
  );
  await expect(page.getByRole("link", { name: "Topic of the Day" })).toHaveAttribute(
    "href",
    "/?filter=topicOfTheDay",
  );
  await captureBothWidths(page, "not-found");
  await page.getByRole("link", { name: "Back to Feed" }).click();
  await expect(page).toHaveURL("/");
});

test("a visitor opening compose is sent to register", async ({ page }) => {
  await page.goto("/compose");
  await expect(page).toHaveURL("/register");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
});

test("a visitor opening a profile is sent to register with a toast", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL("/register");
  await expect(page.getByText("Sign in required", { exact: true })).toBeVisible();
});
